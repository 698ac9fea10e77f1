import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { changingBoards } from '../db/boardAnnouncement';
import { recordHistory } from '../history/historyStore';
import { InviteBody, InviteResultSchema } from '../players/inviteSchemas';
import { invitePlayers, joinedNow, outcomeCounts } from '../players/playerInvites';
import { errorResponses } from '../http/errorResponses';
import { writerOf } from '../tournaments/tournamentWrites';
import { PlayerParams, TournamentParams } from '../boards/leaderboardSchemas';

/**
 * Spec §7 "Tournaments": assigning a player puts them on the tournament's leaderboard; any id can be assigned, one
 * the platform has not sent yet too (decision 115). Inviting a list is an extension beyond the spec.
 */
export async function playerRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/api/tournaments/:id/players/:playerId',
    {
      schema: {
        tags: ['Tournaments'],
        summary: 'Assigns a player to the tournament with score 0',
        description:
          'Any id is assigned, one the platform has not sent yet too: it shows as its id until the platform sends its name. A Draft or an In Progress tournament only: an ended one answers 409, its leaderboard final.',
        params: PlayerParams,
        response: { 200: Type.Boolean({ description: 'True when the player joined now; false when already on the leaderboard, or disqualified from the tournament' }), ...errorResponses(404, 409) },
      },
    },
    async function assignPlayer(request) {
      const { id, playerId } = request.params;
      const now = ctx.now();
      return changingBoards(ctx, async (trx, changed) => {
        const [outcome] = await invitePlayers(trx, changed, id, [playerId], now);
        const joined = joinedNow(outcome);
        await recordHistory(trx, id, writerOf(request.caller), { action: 'player_assigned', details: { player_id: playerId, joined } }, now);
        return joined;
      });
    },
  );

  app.post(
    '/api/tournaments/:id/players',
    {
      schema: {
        tags: ['Tournaments'],
        summary: 'Invites players: assigns each id, as PUT .../players/{playerId} does, in one transaction (an extension beyond the spec)',
        description:
          "Each id not on the leaderboard joins it with score 0. The answer says, per id in the request's order, whether the platform has sent that player " +
          'yet (not_seen: invited, shown as its id until the platform sends it). One history entry per call, with the counts.',
        params: TournamentParams,
        body: InviteBody,
        response: { 200: InviteResultSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async function invitePlayersToTournament(request) {
      const { id } = request.params;
      const { user_ids } = request.body;
      const now = ctx.now();
      const outcomes = await changingBoards(ctx, async (trx, changed) => {
        const answered = await invitePlayers(trx, changed, id, user_ids, now);
        await recordHistory(trx, id, writerOf(request.caller), { action: 'players_invited', details: outcomeCounts(answered) }, now);
        return answered;
      });
      return { results: user_ids.map((user_id, i) => ({ user_id, outcome: outcomes[i] })) };
    },
  );
}
