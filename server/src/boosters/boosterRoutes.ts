import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { validateBoosters } from '../../../src/domain/boosterValidation';
import { BOOSTERS_MAX } from '../../../src/domain/inputLimits';
import type { AppContext } from '../appContext';
import { boosterChanges } from '../history/fieldChanges';
import { actorOf, recordHistory, recordHistoryOf } from '../history/historyStore';
import { badRequest, notFound } from '../http/errors';
import { RowId } from '../http/inputSchemas';
import { errorResponses } from '../tournaments/errorResponses';
import { lockDraft, rejectIfInvalid, tournamentNotFound } from '../tournaments/tournamentLifecycle';
import { findTournament } from '../tournaments/tournamentRepository';
import { BoosterSchema } from './boosterSchema';
import { deleteBoosters, findBoosters, findBoostersOf, findOwners, saveBooster } from './boosterStore';

const tags = ['Boosters'];

/** Spec §7 "Boosters": a tournament's boosters, changed only while it is a Draft. */
export async function boosterRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/boosters/:tournamentId',
    {
      schema: {
        tags,
        summary: "A tournament's boosters, by id",
        params: Type.Object({ tournamentId: RowId() }),
        response: { 200: Type.Array(BoosterSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { tournamentId } = request.params;
      const tournament = await ctx.db.selectFrom('tournaments').select('id').where('id', '=', tournamentId).executeTakeFirst();
      if (!tournament) throw tournamentNotFound(tournamentId);
      return findBoosters(ctx.db, tournamentId);
    },
  );

  app.post(
    '/api/boosters',
    {
      schema: {
        tags,
        summary: "Save boosters of one draft tournament: id 0 inserts, any other id updates; dates within the tournament's",
        body: Type.Array(BoosterSchema, { maxItems: BOOSTERS_MAX }),
        response: { 200: Type.Boolean(), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const boosters = request.body;
      if (boosters.length === 0) return true;
      const tournamentId = boosters[0].tournament_id;
      if (boosters.some((booster) => booster.tournament_id !== tournamentId)) throw badRequest('All boosters must belong to one tournament');
      await ctx.db.transaction().execute(async (trx) => {
        await lockDraft(trx, tournamentId);
        const tournament = (await findTournament(trx, tournamentId))!;
        rejectIfInvalid(validateBoosters(boosters, tournament.time_configuration));
        const before = await findBoosters(trx, tournamentId);
        for (const booster of boosters) {
          if (!(await saveBooster(trx, booster))) throw notFound(`Booster ${booster.id} of tournament ${tournamentId} not found`);
        }
        const changes = boosterChanges(before, await findBoosters(trx, tournamentId));
        await recordHistory(trx, tournamentId, actorOf(request.caller), { action: 'boosters_saved', details: { changes } }, ctx.now());
      });
      return true;
    },
  );

  app.delete(
    '/api/boosters',
    {
      schema: {
        tags,
        summary: 'Delete boosters by id; their tournaments must be drafts',
        body: Type.Array(RowId(), { maxItems: BOOSTERS_MAX }),
        response: { 200: Type.Boolean(), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body)];
      if (ids.length === 0) return true;
      await ctx.db.transaction().execute(async (trx) => {
        const owners = await findOwners(trx, ids);
        const missing = ids.filter((id) => !owners.has(id));
        if (missing.length > 0) throw notFound(`Booster ${missing.join(', ')} not found`);
        // Locked in id order, so that two concurrent deletes cannot wait on each other.
        const tournamentIds = [...new Set(owners.values())].sort((a, b) => a - b);
        for (const tournamentId of tournamentIds) await lockDraft(trx, tournamentId);
        const before = await findBoostersOf(trx, tournamentIds);
        await deleteBoosters(trx, ids);
        const deletedOf = (tournamentId: number) => (before.get(tournamentId) ?? []).filter((booster) => owners.has(booster.id));
        const record = (tournamentId: number) => ({ action: 'boosters_deleted' as const, details: { changes: boosterChanges(deletedOf(tournamentId), []) } });
        await recordHistoryOf(trx, tournamentIds, actorOf(request.caller), record, ctx.now());
      });
      return true;
    },
  );
}
