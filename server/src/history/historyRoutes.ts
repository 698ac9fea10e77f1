import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { HISTORY_ACTIONS } from '../../../src/domain/tournamentHistory';
import type { AppContext } from '../appContext';
import { SingleLineText, TournamentIdParams } from '../http/inputSchemas';
import { PageQuery, PlayerParams } from '../boards/leaderboardSchemas';
import { requireTournament } from '../boards/tournamentLock';
import { errorResponses } from '../http/errorResponses';
import { playerAdjustments } from './adjustmentQueries';
import { historyPage } from './historyStore';

const Actor = Type.Object({ id: Type.String(), name: Type.String() });
const At = Type.String({ format: 'date-time', description: 'UTC, ISO 8601' });

const HistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  tournament_id: Type.Integer(),
  at: At,
  actor: Actor,
  action: Type.String({ enum: [...HISTORY_ACTIONS] }),
  details: Type.Unknown({ description: "The action's details: field-level before/after for saves, the note and points of an adjustment, ..." }),
});

const HistoryQuery = Type.Composite([
  PageQuery,
  Type.Object({
    actor: Type.Optional(SingleLineText(TEXT_MAX_LENGTH.id, { description: 'Only entries by this staff id (the server: "server")' })),
    action: Type.Optional(Type.Unsafe<(typeof HISTORY_ACTIONS)[number]>({ type: 'string', enum: [...HISTORY_ACTIONS] })),
  }),
]);

const ScoreAdjustmentEntrySchema = Type.Object({ id: Type.Integer(), at: At, adjusted_by: Actor, note: Type.String(), points: Type.Number() });

/**
 * Issue 13 (API extension 'history'): a tournament's history of writes, and a player's score adjustments.
 * Read only: nothing in the API edits or deletes an entry.
 */
export async function historyRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/tournaments/:id/history',
    {
      schema: {
        tags: ['History'],
        summary: "A page of a tournament's history, newest first; X-Total-Count is how many entries match",
        params: TournamentIdParams,
        querystring: HistoryQuery,
        response: { 200: Type.Array(HistoryEntrySchema), ...errorResponses(404) },
      },
    },
    async function readTournamentHistory(request, reply) {
      const { id } = request.params;
      const { take, skip, actor, action } = request.query;
      await requireTournament(ctx.db, id);
      const { entries, total } = await historyPage(ctx.db, id, { actor, action }, take, skip);
      void reply.header('x-total-count', total);
      return entries;
    },
  );

  app.get(
    '/api/leaderboard/:id/player/:playerId/adjustments',
    {
      schema: {
        tags: ['History'],
        summary: "A player's manual score adjustments on a tournament's board, newest first",
        params: PlayerParams,
        response: { 200: Type.Array(ScoreAdjustmentEntrySchema), ...errorResponses(404) },
      },
    },
    async function readPlayerAdjustments(request) {
      const { id, playerId } = request.params;
      await requireTournament(ctx.db, id);
      return playerAdjustments(ctx.db, id, playerId);
    },
  );
}
