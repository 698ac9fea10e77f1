import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { TOURNAMENT_TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { validateTournament, webUrlErrors } from '../../../src/domain/tournamentValidation';
import type { AppContext } from '../appContext';
import { changingBoards } from '../live/boardAnnouncement';
import { SingleLineText } from '../http/inputSchemas';
import { errorResponses } from './errorResponses';
import { withSanitizedTerms } from './richText';
import { completeDueTournaments } from './tournamentCompletion';
import { lockDraft, lockTournamentIn, rejectIfInvalid, statusAfterUpdate, tournamentNotFound } from './tournamentLifecycle';
import { completed, inStatus, runningAt, scheduledAt } from './tournamentLists';
import { findTournament, findTournaments, insertTournament, updateTournament, type TournamentQuery } from './tournamentRepository';
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
        body: TournamentBodySchema,
        response: { 200: Type.Integer(), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = ctx.now();
      const fields = withSanitizedTerms(request.body);
      rejectIfInvalid(validateTournament(fields, { mode: 'create', now }));
      return ctx.db.transaction().execute((trx) => insertTournament(trx, fields, TournamentStatus.Draft, now));
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
        await updateTournament(trx, id, fields, status, now);
        return (await findTournament(trx, id))!;
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
        await trx.updateTable('tournaments').set({ status: TournamentStatus.Canceled, updated_at: ctx.now() }).where('id', '=', id).execute();
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
      rejectIfInvalid(webUrlErrors({ summary_video_url: request.body.summary_video_url }));
      return ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('tournaments')
          .set({ summary_video_url: request.body.summary_video_url, updated_at: ctx.now() })
          .where('id', '=', id)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw tournamentNotFound(id);
        return (await findTournament(trx, id))!;
      });
    },
  );
}
