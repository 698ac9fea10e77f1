import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { changingBoards } from '../live/boardAnnouncement';
import { recordHistory } from '../history/historyStore';
import { writerOf } from '../tournaments/tournamentWrites';
import { assignPlayer } from './leaderboardChanges';
import { PlayerParams } from './leaderboardSchemas';

/** Spec §7 "Tournaments": assigning a player puts them on the tournament's leaderboard. */
export async function playerRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put(
    '/api/tournaments/:id/players/:playerId',
    {
      schema: {
        tags: ['Tournaments'],
        summary: 'Assigns a known player to the tournament with score 0',
        params: PlayerParams,
        response: { 200: Type.Boolean({ description: 'True when the player joined; false when unknown or already assigned' }) },
      },
    },
    async (request) => {
      const { id, playerId } = request.params;
      const now = ctx.now();
      return changingBoards(ctx, async (trx, changed) => {
        const joined = await assignPlayer(trx, changed, id, playerId, now);
        // Only a known player is assigned (and recorded); an unknown one changes nothing.
        if (joined !== undefined) await recordHistory(trx, id, writerOf(request.caller), { action: 'player_assigned', details: { player_id: playerId, joined } }, now);
        return joined ?? false;
      });
    },
  );
}
