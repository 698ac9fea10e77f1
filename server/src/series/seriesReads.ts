import { sql } from 'kysely';
import type { SeriesDetail, SeriesInstance, SeriesSummary } from '../../../src/domain/series';
import { TournamentStatus } from '../../../src/domain/enums';
import { recurrenceInWords } from '../../../src/domain/seriesRecurrence';
import type { Language } from '../../../src/i18n/languages';
import type { Db } from '../db/database';
import { wordsIn } from '../http/serverText';
import { findAllSeries, findSeries, type StoredSeries } from './seriesStore';

/** The series as the Series page reads them: each with its rule in words, its next instance and how many have run. */

type NextInstance = SeriesSummary['next_instance'];

/** Per series, the instances that have started and were not canceled, and the next one not started yet. */
async function instanceFacts(db: Db, seriesIds: number[], now: Date): Promise<{ run: Map<number, number>; next: Map<number, NonNullable<NextInstance>> }> {
  const ofSeries = sql<number>`any(${seriesIds}::integer[])`;
  const runRows = await db
    .selectFrom('tournaments')
    .select(['series_id', (eb) => eb.fn.countAll<string>().as('run')])
    .where('series_id', '=', ofSeries)
    .where('start_at', '<=', now)
    .where('status', 'in', [TournamentStatus.InProgress, TournamentStatus.Completed])
    .groupBy('series_id')
    .execute();
  const nextRows = await db
    .selectFrom('tournaments')
    .distinctOn('series_id')
    .select(['series_id', 'id', 'start_at', 'end_at'])
    .where('series_id', '=', ofSeries)
    .where('status', '=', TournamentStatus.InProgress)
    .where('start_at', '>', now)
    .orderBy('series_id')
    .orderBy('start_at')
    .execute();
  return {
    run: new Map(runRows.map((row) => [row.series_id!, Number(row.run)])),
    next: new Map(nextRows.map((row) => [row.series_id!, { id: row.id, start: row.start_at.toISOString(), end: row.end_at.toISOString() }])),
  };
}

function summaryOf(series: StoredSeries, facts: Awaited<ReturnType<typeof instanceFacts>>, language: Language): SeriesSummary {
  return {
    id: series.id,
    title: series.template.title,
    status: series.status,
    recurrence: series.recurrence,
    rule_text: wordsIn(language)(recurrenceInWords(series.recurrence, language)),
    next_instance: facts.next.get(series.id) ?? null,
    instances_run: facts.run.get(series.id) ?? 0,
    version: series.version,
  };
}

/** Every series, newest first. */
export async function seriesSummaries(db: Db, now: Date, language: Language): Promise<SeriesSummary[]> {
  const all = await findAllSeries(db);
  if (all.length === 0) return [];
  const facts = await instanceFacts(
    db,
    all.map((series) => series.id),
    now,
  );
  return all.map((series) => summaryOf(series, facts, language));
}

/** One series with its definition and every instance by start; undefined if absent. */
export async function seriesDetail(db: Db, id: number, now: Date, language: Language): Promise<SeriesDetail | undefined> {
  const series = await findSeries(db, id);
  if (!series) return undefined;
  const rows = await db
    .selectFrom('tournaments')
    .select(['id', 'status', 'start_at', 'end_at', 'series_start'])
    .where('series_id', '=', id)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const instances = rows.map(
    (row): SeriesInstance => ({ id: row.id, status: row.status, start: row.start_at.toISOString(), end: row.end_at.toISOString(), in_rule: row.series_start !== null }),
  );
  const { template, boosters } = series;
  return { ...summaryOf(series, await instanceFacts(db, [id], now), language), template, boosters, instances };
}
