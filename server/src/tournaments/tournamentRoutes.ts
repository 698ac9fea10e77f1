import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { duplicateShift, withWindowShifted } from '../../../src/domain/duplicateWindow';
import { TEXT_MAX_LENGTH, TOURNAMENT_TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { validateTournament, webUrlErrors } from '../../../src/domain/tournamentValidation';
import { etagOf } from '../../../src/domain/versionTag';
import type { HistoryRecord } from '../../../src/domain/tournamentHistory';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import { tournamentExists } from '../boards/tournamentLock';
import { changingBoards } from '../db/boardAnnouncement';
import { tournamentChanges } from '../history/fieldChanges';
import { recordHistory } from '../history/historyStore';
import { badRequest } from '../http/errors';
import { IfMatchHeaders, parseIfMatch } from '../http/ifMatch';
import { RowId, SingleLineText, TournamentIdParams } from '../http/inputSchemas';
import { serverText } from '../http/serverText';
import { errorResponses } from '../http/errorResponses';
import { withSanitizedTerms } from './richText';
import { completeDueTournaments } from './tournamentCompletion';
import { lockDraft, lockTournament, lockTournamentIn, rejectIfInvalid, statusAfterUpdate, tournamentNotFound } from './tournamentLifecycle';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';
import { tournamentListRoutes } from './tournamentListRoutes';
import { findTournament, insertTournament, updateTournament, type StoredTournament } from './tournamentRepository';
import { TournamentBodySchema, TournamentResponse } from './tournamentSchema';
import { writerOf, writtenBy } from './tournamentWrites';

const tags = ['Tournaments'];

const M = defineMessages({
  duplicateNotFound: { id: 'server.tournaments.duplicateNotFound', defaultMessage: 'Tournament {id} to duplicate not found' },
});

/** Cancel's optional body (issue 27): why, in the staff member's words; blank is the same as none. */
const CancelBody = Type.Object({ reason: Type.Optional(SingleLineText(TEXT_MAX_LENGTH.note)) }, { additionalProperties: false });

/** One tournament answered with its version as the ETag, which a later write sends back as If-Match. */
function withEtag(reply: FastifyReply, tournament: StoredTournament): StoredTournament {
  void reply.header('etag', etagOf(tournament.version));
  return tournament;
}

/** Spec §7 "Tournaments" (the assign-player call lives with the leaderboard). */
export async function tournamentRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  await tournamentListRoutes(fastify, ctx);

  app.get(
    '/api/tournaments/:id',
    { schema: { tags, summary: 'One tournament, with its version as the ETag', params: TournamentIdParams, response: { 200: TournamentResponse, ...errorResponses(404) } } },
    async function readTournament(request, reply) {
      await completeDueTournaments(ctx);
      const tournament = await findTournament(ctx.db, request.params.id);
      if (!tournament) throw tournamentNotFound(request.params.id);
      return withEtag(reply, tournament);
    },
  );

  app.put(
    '/api/tournaments',
    {
      schema: {
        tags,
        summary: 'Create a draft tournament (a client-sent id or status is ignored); returns the new id',
        description:
          'duplicate_of (an extension, optional) names the tournament this one copies, for its history; a copy whose window has already started moves to the top of the next hour, keeping its length (issue 27).',
        querystring: Type.Object({ duplicate_of: Type.Optional(RowId()) }),
        body: TournamentBodySchema,
        response: { 200: Type.Integer(), ...errorResponses(400) },
      },
    },
    async function createTournament(request) {
      const now = ctx.now();
      const { duplicate_of } = request.query;
      const sent = withSanitizedTerms(request.body);
      // A plain create keeps its dates (spec); a copy never opens on a window already under way.
      const fields = duplicate_of === undefined ? sent : withWindowShifted(sent, duplicateShift(sent.time_configuration, now));
      rejectIfInvalid(validateTournament(fields, { mode: 'create', now }));
      return ctx.db.transaction().execute(async (trx) => {
        if (duplicate_of !== undefined && !(await tournamentExists(trx, duplicate_of))) throw badRequest(serverText(M.duplicateNotFound, { id: duplicate_of }));
        const id = await insertTournament(trx, fields, TournamentStatus.Draft, writerOf(request.caller), now);
        const { title } = fields;
        const record: HistoryRecord =
          duplicate_of === undefined ? { action: 'created', details: { title } } : { action: 'duplicated', details: { title, source_id: duplicate_of } };
        await recordHistory(trx, id, writerOf(request.caller), record, now);
        return id;
      });
    },
  );

  app.post(
    '/api/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'Save a draft; with status 1 (In Progress) publish it after the full validation',
        params: TournamentIdParams,
        headers: IfMatchHeaders,
        body: TournamentBodySchema,
        response: { 200: TournamentResponse, ...errorResponses(400, 404, 409, 412) },
      },
    },
    async function saveTournament(request, reply) {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      const now = ctx.now();
      const stored = await ctx.db.transaction().execute(async (trx) => {
        await lockDraft(trx, id, ifMatch);
        const fields = withSanitizedTerms(request.body);
        const status = statusAfterUpdate(fields.status);
        const mode = status === TournamentStatus.InProgress ? 'publish' : 'update';
        rejectIfInvalid(validateTournament(fields, { mode, now }));
        const before = (await findTournament(trx, id))!;
        await updateTournament(trx, id, fields, status, writerOf(request.caller), now);
        const after = (await findTournament(trx, id))!;
        const action = mode === 'publish' ? 'published' : 'updated';
        await recordHistory(trx, id, writerOf(request.caller), { action, details: { changes: tournamentChanges(before, after) } }, now);
        return after;
      });
      return withEtag(reply, stored);
    },
  );

  app.put(
    '/api/tournaments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a tournament that is In Progress; returns it',
        description: "Spec §7 sends no body; the console may send { reason }, kept in the tournament's history (issue 27).",
        params: TournamentIdParams,
        headers: IfMatchHeaders,
        body: CancelBody,
        response: { 200: TournamentResponse, ...errorResponses(400, 404, 409, 412) },
      },
      // The spec's call sends no body: it is checked as an empty one (a schema's object refuses `undefined`).
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async function cancelTournament(request, reply) {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      // A tournament whose end has passed is Completed, not cancelable.
      await completeDueTournaments(ctx);
      const canceled = await changingBoards(ctx, async (trx, changed) => {
        const now = ctx.now();
        await lockTournamentIn(trx, id, TournamentStatus.InProgress, TOURNAMENT_MESSAGES.onlyInProgressCanceled, ifMatch);
        await trx
          .updateTable('tournaments')
          .set({ status: TournamentStatus.Canceled, ...writtenBy(writerOf(request.caller), now) })
          .where('id', '=', id)
          .execute();
        const reason = request.body?.reason?.trim();
        await recordHistory(trx, id, writerOf(request.caller), { action: 'canceled', details: reason ? { reason } : {} }, now);
        // Its live streams end.
        changed([id]);
        return (await findTournament(trx, id))!;
      });
      return withEtag(reply, canceled);
    },
  );

  app.post(
    '/api/tournaments/:id/summary-video-url',
    {
      schema: {
        tags,
        summary: "Set a tournament's summary video URL (allowed in any status); returns the tournament",
        params: TournamentIdParams,
        headers: IfMatchHeaders,
        body: Type.Object({ summary_video_url: SingleLineText(TOURNAMENT_TEXT_MAX_LENGTH.summary_video_url) }),
        response: { 200: TournamentResponse, ...errorResponses(400, 404, 412) },
      },
    },
    async function setSummaryVideoUrl(request, reply) {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      rejectIfInvalid(webUrlErrors({ summary_video_url: request.body.summary_video_url }));
      const now = ctx.now();
      const stored = await ctx.db.transaction().execute(async (trx) => {
        await lockTournament(trx, id, ifMatch);
        const { summary_video_url: before } = await trx.selectFrom('tournaments').select('summary_video_url').where('id', '=', id).executeTakeFirstOrThrow();
        const after = request.body.summary_video_url;
        const writer = writerOf(request.caller);
        await trx
          .updateTable('tournaments')
          .set({ summary_video_url: after, ...writtenBy(writer, now) })
          .where('id', '=', id)
          .execute();
        const changes = before === after ? [] : [{ field: 'summary_video_url', before, after }];
        await recordHistory(trx, id, writer, { action: 'summary_video_changed', details: { changes } }, now);
        return (await findTournament(trx, id))!;
      });
      return withEtag(reply, stored);
    },
  );
}
