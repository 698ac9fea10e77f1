import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { TOURNAMENT_TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import type { HistoryRecord } from '../../../src/domain/tournamentHistory';
import { validateTournament } from '../../../src/domain/tournamentValidation';
import type { AppContext } from '../appContext';
import { changingBoards } from '../live/boardAnnouncement';
import { tournamentChanges } from '../history/fieldChanges';
import { actorOf, recordHistory } from '../history/historyStore';
import { badRequest } from '../http/errors';
import { RowId, SingleLineText } from '../http/inputSchemas';
import { errorResponses } from './errorResponses';
import { withSanitizedTerms } from './richText';
import { completeDueTournaments } from './tournamentCompletion';
import { lockDraft, lockTournamentIn, rejectIfInvalid, statusAfterUpdate, tournamentNotFound } from './tournamentLifecycle';
import { completed, inStatus, runningAt, scheduledAt } from './tournamentLists';
import { findTournament, findTournaments, insertTournament, tournamentExists, updateTournament, type TournamentQuery } from './tournamentRepository';
import { TournamentBodySchema, TournamentIdParams, TournamentSchema } from './tournamentSchema';

const tags = ['Tournaments'];
const TournamentList = Type.Array(TournamentSchema);

/** Spec §7 "Tournaments" (the assign-player call lives with the leaderboard). */
export async function tournamentRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** Reads see completion happen on time even between two runs of the background job. */
  async function listTournaments(refine: (query: TournamentQuery) => TournamentQuery) {
    await completeDueTournaments(ctx);
    return findTournaments(ctx.db, refine);
  }

  const lists: Array<[string, string, (now: Date) => (query: TournamentQuery) => TournamentQuery]> = [
    ['running', 'In Progress tournaments that have started, ending soonest first', runningAt],
    ['scheduled', 'In Progress tournaments not started yet, starting soonest first', scheduledAt],
    ['completed', 'Completed tournaments, most recently ended first', () => completed],
  ];
  for (const [path, summary, refineAt] of lists) {
    app.get(`/api/tournaments/${path}`, { schema: { tags, summary, response: { 200: TournamentList } } }, async () => listTournaments(refineAt(ctx.now())));
  }

  app.get(
    '/api/tournaments/in-status/:status',
    {
      schema: {
        tags,
        summary: 'Tournaments in one status (0 Draft .. 3 Canceled), most recently changed first',
        params: Type.Object({ status: Type.Integer({ minimum: TournamentStatus.Draft, maximum: TournamentStatus.Canceled }) }),
        response: { 200: TournamentList },
      },
    },
    async (request) => listTournaments(inStatus(request.params.status)),
  );

  app.get(
    '/api/tournaments/:id',
    { schema: { tags, summary: 'One tournament', params: TournamentIdParams, response: { 200: TournamentSchema, ...errorResponses(404) } } },
    async (request) => {
      await completeDueTournaments(ctx);
      const tournament = await findTournament(ctx.db, request.params.id);
      if (!tournament) throw tournamentNotFound(request.params.id);
      return tournament;
    },
  );

  app.put(
    '/api/tournaments',
    {
      schema: {
        tags,
        summary: 'Create a draft tournament (a client-sent id or status is ignored); returns the new id',
        description: 'duplicate_of (an extension, optional) names the tournament this one copies, for its history.',
        querystring: Type.Object({ duplicate_of: Type.Optional(RowId()) }),
        body: TournamentBodySchema,
        response: { 200: Type.Integer(), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = ctx.now();
      const fields = withSanitizedTerms(request.body);
      rejectIfInvalid(validateTournament(fields, { mode: 'create', now }));
      const { duplicate_of } = request.query;
      return ctx.db.transaction().execute(async (trx) => {
        if (duplicate_of !== undefined && !(await tournamentExists(trx, duplicate_of))) throw badRequest(`Tournament ${duplicate_of} to duplicate not found`);
        const id = await insertTournament(trx, fields, TournamentStatus.Draft, now);
        const { title } = fields;
        const record: HistoryRecord =
          duplicate_of === undefined ? { action: 'created', details: { title } } : { action: 'duplicated', details: { title, source_id: duplicate_of } };
        await recordHistory(trx, id, actorOf(request.caller), record, now);
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
        body: TournamentBodySchema,
        response: { 200: TournamentSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = ctx.now();
      return ctx.db.transaction().execute(async (trx) => {
        await lockDraft(trx, id);
        const fields = withSanitizedTerms(request.body);
        const status = statusAfterUpdate(fields.status);
        const mode = status === TournamentStatus.InProgress ? 'publish' : 'update';
        rejectIfInvalid(validateTournament(fields, { mode, now }));
        const before = (await findTournament(trx, id))!;
        await updateTournament(trx, id, fields, status, now);
        const after = (await findTournament(trx, id))!;
        const action = mode === 'publish' ? 'published' : 'updated';
        await recordHistory(trx, id, actorOf(request.caller), { action, details: { changes: tournamentChanges(before, after) } }, now);
        return after;
      });
    },
  );

  app.put(
    '/api/tournaments/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a tournament that is In Progress; returns it',
        params: TournamentIdParams,
        response: { 200: TournamentSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // A tournament whose end has passed is Completed, not cancelable.
      await completeDueTournaments(ctx);
      return changingBoards(ctx, async (trx, changed) => {
        await lockTournamentIn(trx, id, TournamentStatus.InProgress, 'Only tournaments in progress can be canceled');
        const now = ctx.now();
        await trx.updateTable('tournaments').set({ status: TournamentStatus.Canceled, updated_at: now }).where('id', '=', id).execute();
        await recordHistory(trx, id, actorOf(request.caller), { action: 'canceled', details: {} }, now);
        // Its live streams end.
        changed([id]);
        return (await findTournament(trx, id))!;
      });
    },
  );

  app.post(
    '/api/tournaments/:id/summary-video-url',
    {
      schema: {
        tags,
        summary: "Set a tournament's summary video URL (allowed in any status); returns the tournament",
        params: TournamentIdParams,
        body: Type.Object({ summary_video_url: SingleLineText(TOURNAMENT_TEXT_MAX_LENGTH.summary_video_url) }),
        response: { 200: TournamentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = ctx.now();
      return ctx.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('tournaments').select('summary_video_url').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw tournamentNotFound(id);
        const after = request.body.summary_video_url;
        await trx.updateTable('tournaments').set({ summary_video_url: after, updated_at: now }).where('id', '=', id).execute();
        const changes = before.summary_video_url === after ? [] : [{ field: 'summary_video_url', before: before.summary_video_url, after }];
        await recordHistory(trx, id, actorOf(request.caller), { action: 'summary_video_changed', details: { changes } }, now);
        return (await findTournament(trx, id))!;
      });
    },
  );
}
