import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validateScoreAdjustment } from '../../../src/domain/scoreAdjustment';
import type { AppContext } from '../appContext';
import { writerOf } from '../tournaments/tournamentWrites';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { badRequest, invalidFields } from '../http/errors';
import { serverText } from '../http/serverText';
import { adjustScore } from './leaderboardChanges';
import { leaderboardExport } from './leaderboardExport';
import { leaderboardPage, playerRank, searchedPlayers, toLeaderboardRow } from './leaderboardQueries';
import { LeaderboardPageSchema, MAX_SEARCH_TAKE, PageQuery, PlayerParams, PlayerRankSchema, ScoreAdjustmentBody, TournamentParams } from '../boards/leaderboardSchemas';

const tags = ['Leaderboard'];

const M = defineMessages({
  searchTakeTooLarge: { id: 'server.leaderboard.searchTakeTooLarge', defaultMessage: 'A search answers at most {max} players: take must be {max} or less' },
});

/** Spec §7 "an empty body meaning none": a 200 with no content at all, which no response schema describes. */
const sendEmptyBody = (reply: FastifyReply): FastifyReply => reply.send();

/** Spec §7 "Leaderboard": pages, a player's rank, the CSV export and manual score adjustments. */
export async function leaderboardRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const sendLeaderboardCsv = leaderboardExport(ctx);

  app.get(
    '/api/leaderboard/:id',
    { schema: { tags, summary: 'A page of the leaderboard in rank order', params: TournamentParams, querystring: PageQuery, response: { 200: LeaderboardPageSchema } } },
    async function readLeaderboardPage(request) {
      const { take, skip, q } = request.query;
      const search = q?.trim() ?? '';
      if (search === '') return leaderboardPage(ctx.db, request.params.id, take, skip);
      if (take > MAX_SEARCH_TAKE) throw badRequest(serverText(M.searchTakeTooLarge, { max: MAX_SEARCH_TAKE }));
      return searchedPlayers(ctx.db, request.params.id, search, take);
    },
  );

  app.get(
    '/api/leaderboard/:id/player/:playerId/rank',
    {
      schema: {
        tags,
        summary: "A player's row and rank; an empty body when the player is not on the leaderboard",
        params: PlayerParams,
        response: { 200: PlayerRankSchema },
      },
    },
    async function readPlayerRank(request, reply) {
      const { id, playerId } = request.params;
      const found = await playerRank(ctx.db, id, playerId);
      return found ?? sendEmptyBody(reply);
    },
  );

  app.get(
    '/api/export/leaderboard/:id',
    {
      schema: {
        tags,
        summary: 'The whole leaderboard as CSV, in rank order',
        description:
          'Streamed as the client reads it, a chunk of rows at a time: a player whose rank changes during the download may appear twice or not at all; ' +
          'each row has its rank when its chunk was read. Names a spreadsheet could run as a formula get an apostrophe. ' +
          '429 with Retry-After when the staff member already has EXPORTS_PER_STAFF exports downloading.',
        params: TournamentParams,
        produces: ['text/csv'],
      },
    },
    async function exportLeaderboard(request, reply) {
      return sendLeaderboardCsv(request, reply, request.params.id);
    },
  );

  app.put(
    '/api/leaderboards/adjust-score-manually',
    {
      schema: {
        tags,
        summary: "Adds a score (may be negative) to a player's total, with a note; only while In Progress",
        body: ScoreAdjustmentBody,
        response: { 200: PlayerRankSchema },
      },
    },
    async function adjustScoreManually(request) {
      const { body } = request;
      // Field by field, as the dialog shows them; put into words in the request's language.
      const refusal = invalidFields(validateScoreAdjustment(body));
      if (refusal) throw refusal;
      const userId = String(body.user_id).trim();
      const adjustment = { tournamentId: body.tournament_id, userId, score: Number(body.score), note: String(body.note), writer: writerOf(request.caller), at: ctx.now() };
      const { standing, rank } = await adjustScore(ctx, adjustment);
      return { row: toLeaderboardRow(standing, rank), rank };
    },
  );
}
