import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SeriesBody, SeriesDetail, SeriesStatus } from '../../../src/domain/series';
import { validateSeries } from '../../../src/domain/seriesValidation';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { MessageDescriptor } from '../../../src/i18n/text';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { requestLanguage } from '../http/acceptLanguage';
import { conflict, notFound } from '../http/errors';
import { serverText } from '../http/serverText';
import { changingBoards, type ChangedBoards } from '../db/boardAnnouncement';
import { errorResponses } from '../http/errorResponses';
import { withSanitizedTerms } from '../tournaments/richText';
import { rejectIfInvalid } from '../tournaments/tournamentLifecycle';
import { writerOf } from '../tournaments/tournamentWrites';
import { applySeriesEdit, dropUpcoming } from './seriesEdits';
import { createDueInstances } from './seriesInstances';
import { seriesDetail, seriesSummaries } from './seriesReads';
import { SeriesBodySchema, SeriesDetailSchema, SeriesIdParams, SeriesSummarySchema } from './seriesSchema';
import { insertSeries, lockSeries, setSeriesStatus, updateSeriesDefinition, type StoredSeries } from './seriesStore';

const tags = ['Series'];

const M = defineMessages({
  notFound: { id: 'server.series.notFound', defaultMessage: 'Series {id} not found' },
  ended: { id: 'server.series.ended', defaultMessage: 'Series {id} has ended: it can no longer be changed' },
  onlyActivePaused: { id: 'server.series.onlyActivePaused', defaultMessage: 'Only an active series can be paused; series {id} is {status}' },
  onlyPausedResumed: { id: 'server.series.onlyPausedResumed', defaultMessage: 'Only a paused series can be resumed; series {id} is {status}' },
});

/** The body with its rich text sanitized, checked (400 with every error) as its next instance would be on publish. */
function checkedBody(sent: SeriesBody, now: Date): SeriesBody {
  const body = { ...sent, template: withSanitizedTerms(sent.template) };
  rejectIfInvalid(validateSeries(body, now));
  return body;
}

/** Locks the series (404 if absent), 409 unless it is in one of `allowed` (with `refusal`, else the 'ended' one). */
async function lockSeriesIn(trx: Db, id: number, allowed: SeriesStatus[], refusal: MessageDescriptor = M.ended): Promise<StoredSeries> {
  const series = await lockSeries(trx, id);
  if (!series) throw notFound(serverText(M.notFound, { id }));
  if (!allowed.includes(series.status)) throw conflict(serverText(refusal, { id, status: series.status }));
  return series;
}

/**
 * Recurring series (issue 28, decisions 152 and 153): /api/series lists them, /api/series/{id} answers one with its
 * instances; create (PUT), update (POST), pause, resume and end answer the series as GET /api/series/{id} would.
 */
export async function seriesRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const horizon = () => ctx.config.seriesHorizonHours;

  async function answer(request: FastifyRequest, id: number): Promise<SeriesDetail> {
    const detail = await seriesDetail(ctx.db, id, ctx.now(), requestLanguage(request));
    if (!detail) throw notFound(serverText(M.notFound, { id }));
    return detail;
  }

  /** A status change: under the series' lock, with what it does to the instances. */
  function statusRoute(path: string, summary: string, allowed: SeriesStatus[], refusal: MessageDescriptor, status: SeriesStatus) {
    app.put(
      `/api/series/:id/${path}`,
      { schema: { tags, summary, params: SeriesIdParams, response: { 200: SeriesDetailSchema, ...errorResponses(404, 409) } } },
      async function changeSeriesStatus(request) {
        const { id } = request.params;
        const now = ctx.now();
        const actor = writerOf(request.caller);
        await changingBoards(ctx, async (trx, changed: ChangedBoards) => {
          await lockSeriesIn(trx, id, allowed, refusal);
          const series = await setSeriesStatus(trx, id, status, actor, now);
          if (status === 'ended') await dropUpcoming(trx, series, actor, now, changed);
          if (status === 'active') await createDueInstances(trx, series, horizon(), actor, now);
        });
        return answer(request, id);
      },
    );
  }

  app.get(
    '/api/series',
    { schema: { tags, summary: 'Every recurring series, newest first, with its rule in words, next instance and instances run', response: { 200: Type.Array(SeriesSummarySchema) } } },
    async function readSeriesList(request) {
      return seriesSummaries(ctx.db, ctx.now(), requestLanguage(request));
    },
  );

  app.get(
    '/api/series/:id',
    { schema: { tags, summary: 'One series with its template, boosters and every instance by start', params: SeriesIdParams, response: { 200: SeriesDetailSchema, ...errorResponses(404) } } },
    async function readSeries(request) {
      return answer(request, request.params.id);
    },
  );

  app.put(
    '/api/series',
    {
      schema: {
        tags,
        summary: 'Create a series; its instances over the horizon are published at once',
        description:
          "The template is a tournament as PUT /api/tournaments takes one; its start anchors the boosters' dates, the recurrence's duration sets each instance's end. Checked as its next instance would be on publish.",
        body: SeriesBodySchema,
        response: { 200: SeriesDetailSchema, ...errorResponses(400) },
      },
    },
    async function createSeries(request) {
      const now = ctx.now();
      const body = checkedBody(request.body, now);
      const actor = writerOf(request.caller);
      const id = await ctx.db.transaction().execute(async (trx) => {
        const series = await insertSeries(trx, body, actor, now);
        await createDueInstances(trx, series, horizon(), actor, now);
        return series.id;
      });
      return answer(request, id);
    },
  );

  app.post(
    '/api/series/:id',
    {
      schema: {
        tags,
        summary: "Change a series: its instances not started yet follow (or are canceled if the rule drops their start), never a running or finished one",
        params: SeriesIdParams,
        body: SeriesBodySchema,
        response: { 200: SeriesDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async function changeSeries(request) {
      const { id } = request.params;
      const now = ctx.now();
      const body = checkedBody(request.body, now);
      const actor = writerOf(request.caller);
      await changingBoards(ctx, async (trx, changed) => {
        await lockSeriesIn(trx, id, ['active', 'paused']);
        const series = await updateSeriesDefinition(trx, id, body, actor, now);
        await applySeriesEdit(trx, series, horizon(), actor, now, changed);
      });
      return answer(request, id);
    },
  );

  statusRoute('pause', 'Pause a series: no instance is created until it resumes (those published still run)', ['active'], M.onlyActivePaused, 'paused');
  statusRoute('resume', 'Resume a paused series: its instances over the horizon are created at once', ['paused'], M.onlyPausedResumed, 'active');
  statusRoute('end', 'End a series for good: its instances not started yet are canceled', ['active', 'paused'], M.ended, 'ended');
}
