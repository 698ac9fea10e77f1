import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TournamentStatus } from '../../../src/domain/enums';
import { RESULTS_FILE_FORMATS, resultsFileName, type ResultsFileFormat } from '../../../src/domain/results/resultsFileName';
import type { SeriesResults, TournamentResults } from '../../../src/domain/results/tournamentResults';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { requestLanguage } from '../http/acceptLanguage';
import { conflict, notFound } from '../http/errors';
import { serverText, wordsIn, type Words } from '../http/serverText';
import { TournamentParams } from '../boards/leaderboardSchemas';
import { XLSX_CONTENT_TYPE } from '../spreadsheet/xlsxWorkbook';
import { tournamentNotFound } from '../tournaments/tournamentLifecycle';
import { resultsCsv } from './resultsCsv';
import { resultsXlsx } from './resultsXlsx';
import { ResultsAnswerSchema, SeriesResultsQuery, SeriesResultsSchema } from './resultsSchemas';
import { resultsTournament, seriesInstanceResults, storedResults } from './resultsStore';

const tags = ['Results'];

const M = defineMessages({
  notStarted: { id: 'server.results.notStarted', defaultMessage: 'Tournament {id} has not started: its results begin when it does' },
  canceledBeforeStart: { id: 'server.results.canceledBeforeStart', defaultMessage: 'Tournament {id} was canceled before it started: it has no results' },
  notKept: { id: 'server.results.notKept', defaultMessage: 'Tournament {id} ended before its results were kept, and its events have expired' },
  seriesNotFound: { id: 'server.results.seriesNotFound', defaultMessage: 'Series {id} not found' },
  pending: { id: 'server.results.pending', defaultMessage: 'The results of tournament {id} are being computed: try again in a minute' },
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The stored results (decision 155), else why there are none: 404 for an unknown tournament, 409 for one not
 * started (a Draft, or scheduled), one canceled before it started (decision 173) or one whose events expired before
 * its results were kept; undefined until the background job has computed the first figures (it looks every 10
 * seconds, so the wait is short).
 */
async function resultsOf(ctx: AppContext, id: number): Promise<TournamentResults | undefined> {
  const tournament = await resultsTournament(ctx.db, id);
  if (!tournament) throw tournamentNotFound(id);
  const now = ctx.now();
  if (tournament.status === TournamentStatus.Canceled && tournament.end_at <= tournament.start_at) throw conflict(serverText(M.canceledBeforeStart, { id }));
  if (tournament.status === TournamentStatus.Draft || tournament.start_at > now) throw conflict(serverText(M.notStarted, { id }));
  const results = await storedResults(ctx.db, id);
  if (!results && tournament.status !== TournamentStatus.InProgress && tournament.end_at.getTime() <= now.getTime() - ctx.config.eventRetentionDays * DAY_MS) {
    throw conflict(serverText(M.notKept, { id }));
  }
  return results;
}

/** The export files of a tournament's results, by format: the same call, gate and refusals, each its own writer. */
const EXPORTS: Record<ResultsFileFormat, { summary: string; description: string; contentType: string; write: (db: Db, results: TournamentResults, words: Words, now: Date) => Promise<string | Buffer> }> = {
  csv: {
    summary: "A started tournament's results as CSV",
    description:
      "The figures one a line (figure,label,value; labels in the request's language), then the hourly series and the score distribution. " +
      'UTF-8 with a BOM; the title a spreadsheet could run as a formula gets an apostrophe.',
    contentType: 'text/csv; charset=utf-8',
    write: resultsCsv,
  },
  xlsx: {
    summary: "A started tournament's results as a spreadsheet (.xlsx)",
    description:
      "Three sheets: 'figures' (the CSV's figure lines with each figure's definition, in the request's language), 'hourly' and 'score_distribution'. " +
      'Numbers are numeric cells (money to the cent), texts inline strings; the title a spreadsheet could run as a formula is marked as text.',
    contentType: XLSX_CONTENT_TYPE,
    write: resultsXlsx,
  },
};

/** Issue 28's Results: a tournament's funnel, turnover, GGR, prize cost and ROI, with their chart series, and its exports. */
export async function resultsRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/tournaments/:id/results',
    {
      schema: {
        tags,
        summary: "A started tournament's results",
        description:
          "Extension 'results' (issue 28). Answered from stored figures: a snapshot refreshed every few minutes while the tournament runs " +
          "(state 'provisional'), kept as they are once its prizes are in the outbox (state 'final'); { state: 'pending' } until the background job has computed the first (it looks every 10 seconds). " +
          '409 for a tournament not started or canceled before it started, or one that ended before results were kept and whose events have expired. ' +
          "A canceled tournament's figures cover its play until its cancel, final at once, with no prizes.",
        params: TournamentParams,
        response: { 200: ResultsAnswerSchema },
      },
    },
    async function readTournamentResults(request): Promise<Static<typeof ResultsAnswerSchema>> {
      const { id } = request.params;
      return (await resultsOf(ctx, id)) ?? { tournament_id: id, state: 'pending' };
    },
  );

  for (const format of RESULTS_FILE_FORMATS) {
    const { summary, description, contentType, write } = EXPORTS[format];
    app.get(
      `/api/tournaments/:id/results.${format}`,
      { schema: { tags, summary, description: `${description} 409 as the JSON call, and while the first figures are computed.`, params: TournamentParams, produces: [contentType] } },
      async function exportTournamentResults(request: FastifyRequest<{ Params: Static<typeof TournamentParams> }>, reply) {
        const { id } = request.params;
        const results = await resultsOf(ctx, id);
        if (!results) throw conflict(serverText(M.pending, { id }));
        const now = ctx.now();
        return reply
          .header('content-disposition', `attachment; filename="${resultsFileName(id, now, format)}"`)
          .type(contentType)
          .send(await write(ctx.db, results, wordsIn(requestLanguage(request)), now));
      },
    );
  }

  app.get(
    '/api/series/:id/results',
    {
      schema: {
        tags,
        summary: "A series' trend: its latest started instances with their results",
        description: "Extension 'results' (issue 28). Each instance's stored figures as GET /api/tournaments/{id}/results answers them, less their chart series.",
        params: TournamentParams,
        querystring: SeriesResultsQuery,
        response: { 200: SeriesResultsSchema },
      },
    },
    async function readSeriesResults(request): Promise<SeriesResults> {
      const { id } = request.params;
      const series = await ctx.db.selectFrom('tournament_series').select('id').where('id', '=', id).executeTakeFirst();
      if (!series) throw notFound(serverText(M.seriesNotFound, { id }));
      return { series_id: id, instances: await seriesInstanceResults(ctx.db, id, ctx.now(), request.query.take) };
    },
  );
}
