import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validateBoosters } from '../../../src/domain/boosterValidation';
import { BOOSTERS_MAX } from '../../../src/domain/inputLimits';
import { etagOf } from '../../../src/domain/versionTag';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { boosterChanges } from '../history/fieldChanges';
import { recordHistory, recordHistoryOf } from '../history/historyStore';
import { badRequest, notFound } from '../http/errors';
import { EtagHeader, IfMatchHeaders, parseIfMatch } from '../http/ifMatch';
import { RowId } from '../http/inputSchemas';
import { serverText } from '../http/serverText';
import { errorResponses } from '../http/errorResponses';
import { lockDraft, rejectIfInvalid, tournamentNotFound } from '../tournaments/tournamentLifecycle';
import { findTournament, markWritten } from '../tournaments/tournamentRepository';
import { writerOf } from '../tournaments/tournamentWrites';
import { BoosterSchema } from './boosterSchema';
import { deleteBoosters, findBoosters, findBoostersOf, findOwners, saveBooster } from './boosterStore';

const tags = ['Boosters'];

const M = defineMessages({
  oneTournament: { id: 'server.boosters.oneTournament', defaultMessage: 'All boosters must belong to one tournament' },
  notFoundInTournament: { id: 'server.boosters.notFoundInTournament', defaultMessage: 'Booster {id} of tournament {tournamentId} not found' },
  deleteOneTournament: { id: 'server.boosters.deleteOneTournament', defaultMessage: "With If-Match, delete one tournament's boosters at a time" },
  /** Ids joined by ', '; Romanian agrees with their count. */
  idsNotFound: { id: 'server.boosters.idsNotFound', defaultMessage: '{count, plural, other {Booster {ids} not found}}' },
});

/** true, as the spec answers, with the tournament's new version as the ETag when one tournament was written. */
const Saved = Type.Boolean({ headers: EtagHeader });

function savedAt(reply: FastifyReply, version: number | undefined): true {
  if (version !== undefined) void reply.header('etag', etagOf(version));
  return true;
}

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
    async function readBoosters(request) {
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
        description: "If-Match is the tournament's ETag; the answer's ETag is its version after the save.",
        headers: IfMatchHeaders,
        body: Type.Array(BoosterSchema, { maxItems: BOOSTERS_MAX }),
        response: { 200: Saved, ...errorResponses(400, 404, 409, 412) },
      },
    },
    async function saveBoosters(request, reply) {
      const boosters = request.body;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      if (boosters.length === 0) return true;
      const tournamentId = boosters[0].tournament_id;
      if (boosters.some((booster) => booster.tournament_id !== tournamentId)) throw badRequest(M.oneTournament);
      const version = await ctx.db.transaction().execute(async (trx) => {
        await lockDraft(trx, tournamentId, ifMatch);
        const tournament = (await findTournament(trx, tournamentId))!;
        rejectIfInvalid(validateBoosters(boosters, tournament.time_configuration));
        const before = await findBoosters(trx, tournamentId);
        for (const booster of boosters) {
          if (!(await saveBooster(trx, booster))) throw notFound(serverText(M.notFoundInTournament, { id: booster.id, tournamentId }));
        }
        const changes = boosterChanges(before, await findBoosters(trx, tournamentId));
        await recordHistory(trx, tournamentId, writerOf(request.caller), { action: 'boosters_saved', details: { changes } }, ctx.now());
        return markWritten(trx, tournamentId, writerOf(request.caller), ctx.now());
      });
      return savedAt(reply, version);
    },
  );

  app.delete(
    '/api/boosters',
    {
      schema: {
        tags,
        summary: 'Delete boosters by id; their tournaments must be drafts',
        description: "With If-Match (the tournament's ETag) the boosters must all be one tournament's; the answer's ETag is its version after the delete.",
        headers: IfMatchHeaders,
        body: Type.Array(RowId(), { maxItems: BOOSTERS_MAX }),
        response: { 200: Saved, ...errorResponses(400, 404, 409, 412) },
      },
    },
    async function removeBoosters(request, reply) {
      const ids = [...new Set(request.body)];
      const ifMatch = parseIfMatch(request.headers['if-match']);
      if (ids.length === 0) return true;
      const versions = await ctx.db.transaction().execute(async (trx) => {
        const owners = await findOwners(trx, ids);
        // Locked in id order, so that two concurrent deletes cannot wait on each other.
        const tournamentIds = [...new Set(owners.values())].sort((a, b) => a - b);
        if (ifMatch && tournamentIds.length > 1) throw badRequest(M.deleteOneTournament);
        // The version before the missing ones: a stale writer hears who changed the tournament (maybe deleting one of them).
        for (const tournamentId of tournamentIds) await lockDraft(trx, tournamentId, ifMatch);
        const missing = ids.filter((id) => !owners.has(id));
        if (missing.length > 0) throw notFound(serverText(M.idsNotFound, { count: missing.length, ids: missing.join(', ') }));
        const before = await findBoostersOf(trx, tournamentIds);
        await deleteBoosters(trx, ids);
        const writer = writerOf(request.caller);
        const now = ctx.now();
        const deletedOf = (tournamentId: number) => (before.get(tournamentId) ?? []).filter((booster) => owners.has(booster.id));
        const record = (tournamentId: number) => ({ action: 'boosters_deleted' as const, details: { changes: boosterChanges(deletedOf(tournamentId), []) } });
        await recordHistoryOf(trx, tournamentIds, writer, record, now);
        const written: number[] = [];
        for (const tournamentId of tournamentIds) written.push(await markWritten(trx, tournamentId, writer, now));
        return written;
      });
      // An ETag names one tournament's version: none when the boosters were several tournaments'.
      return savedAt(reply, versions.length === 1 ? versions[0] : undefined);
    },
  );
}
