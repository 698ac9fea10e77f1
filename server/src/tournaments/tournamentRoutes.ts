import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { TOURNAMENT_TEXT_MAX_LENGTH } from '../../../src/domain/inputLimits';
import { validateTournament, webUrlErrors } from '../../../src/domain/tournamentValidation';
import { etagOf } from '../../../src/domain/versionTag';
import type { AppContext } from '../appContext';
import { changingBoards } from '../live/boardAnnouncement';
import { IfMatchHeaders, parseIfMatch } from '../http/ifMatch';
import { SingleLineText } from '../http/inputSchemas';
import { errorResponses } from './errorResponses';
import { withSanitizedTerms } from './richText';
import { completeDueTournaments } from './tournamentCompletion';
import { lockDraft, lockTournament, lockTournamentIn, rejectIfInvalid, statusAfterUpdate, tournamentNotFound } from './tournamentLifecycle';
import { tournamentListRoutes } from './tournamentListRoutes';
import { findTournament, insertTournament, updateTournament, type StoredTournament } from './tournamentRepository';
import { TournamentBodySchema, TournamentIdParams, TournamentResponse } from './tournamentSchema';
import { writerOf, writtenBy } from './tournamentWrites';

const tags = ['Tournaments'];

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
    async (request, reply) => {
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
        body: TournamentBodySchema,
        response: { 200: Type.Integer(), ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = ctx.now();
      const fields = withSanitizedTerms(request.body);
      rejectIfInvalid(validateTournament(fields, { mode: 'create', now }));
      return ctx.db.transaction().execute((trx) => insertTournament(trx, fields, TournamentStatus.Draft, writerOf(request.caller), now));
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
    async (request, reply) => {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      const now = ctx.now();
      const stored = await ctx.db.transaction().execute(async (trx) => {
        await lockDraft(trx, id, ifMatch);
        const fields = withSanitizedTerms(request.body);
        const status = statusAfterUpdate(fields.status);
        const mode = status === TournamentStatus.InProgress ? 'publish' : 'update';
        rejectIfInvalid(validateTournament(fields, { mode, now }));
        await updateTournament(trx, id, fields, status, writerOf(request.caller), now);
        return (await findTournament(trx, id))!;
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
        params: TournamentIdParams,
        headers: IfMatchHeaders,
        response: { 200: TournamentResponse, ...errorResponses(400, 404, 409, 412) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      // A tournament whose end has passed is Completed, not cancelable.
      await completeDueTournaments(ctx);
      const canceled = await changingBoards(ctx, async (trx, changed) => {
        await lockTournamentIn(trx, id, TournamentStatus.InProgress, 'Only tournaments in progress can be canceled', ifMatch);
        await trx
          .updateTable('tournaments')
          .set({ status: TournamentStatus.Canceled, ...writtenBy(writerOf(request.caller), ctx.now()) })
          .where('id', '=', id)
          .execute();
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
    async (request, reply) => {
      const { id } = request.params;
      const ifMatch = parseIfMatch(request.headers['if-match']);
      rejectIfInvalid(webUrlErrors({ summary_video_url: request.body.summary_video_url }));
      const stored = await ctx.db.transaction().execute(async (trx) => {
        await lockTournament(trx, id, ifMatch);
        await trx
          .updateTable('tournaments')
          .set({ summary_video_url: request.body.summary_video_url, ...writtenBy(writerOf(request.caller), ctx.now()) })
          .where('id', '=', id)
          .execute();
        return (await findTournament(trx, id))!;
      });
      return withEtag(reply, stored);
    },
  );
}
