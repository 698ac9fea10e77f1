import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { startsBetween } from '../../../src/domain/seriesRecurrence';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import type { Db } from '../db/database';
import { historyEntries } from '../history/historyStore';
import { conditionRow, tierRow, tournamentRow } from '../tournaments/tournamentRepository';
import type { Writer } from '../tournaments/tournamentWrites';
import type { StoredSeries } from './seriesStore';

/**
 * A series' instances (decision 152): each a tournament of its own, published by the series, written set-based (a
 * statement for the tournaments and one for each kind of child row, whatever the number of instances), so that an
 * hourly series' 14 days are a few round trips, not a few per instance.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a series' instances name as their last writer (a 412 says 'changed by series 3'). */
export const seriesWriter = (seriesId: number): Writer => ({ id: null, name: `series ${seriesId}` });

const endOf = (series: StoredSeries, start: Date) => new Date(start.getTime() + series.recurrence.duration_minutes * MINUTE_MS);

/** The template's columns, as an instance's row (whose window its writer sets per instance). */
export const instanceColumns = (series: StoredSeries) => tournamentRow(series.template);

/**
 * The tiers, wagering conditions and boosters of the instances (their ids and starts in the same order), from the
 * template: one statement each. A booster moves by the instance's start minus the template's start.
 */
export async function insertInstanceChildren(trx: Db, series: StoredSeries, ids: number[], starts: Date[]): Promise<void> {
  if (ids.length === 0) return;
  const { template, boosters } = series;
  const tiers = template.tiers.map((tier, position) => tierRow(0, tier, position));
  if (tiers.length > 0) {
    await sql`
      INSERT INTO tiers (tournament_id, position, rank_min, rank_max, bonus)
      SELECT t.id, tier.position, tier.rank_min, tier.rank_max, tier.bonus::jsonb
        FROM unnest(${ids}::integer[]) AS t(id)
        CROSS JOIN jsonb_to_recordset(${JSON.stringify(tiers)}::jsonb) AS tier(position integer, rank_min integer, rank_max integer, bonus text)`.execute(trx);
  }
  const conditions = template.wagering_conditions.map((condition, position) => conditionRow(0, condition, position));
  if (conditions.length > 0) {
    await sql`
      INSERT INTO wagering_conditions (tournament_id, position, platform, min_stake, max_stake, contribution, casino_game_ids)
      SELECT t.id, c.position, c.platform, c.min_stake, c.max_stake, c.contribution, c.casino_game_ids
        FROM unnest(${ids}::integer[]) AS t(id)
        CROSS JOIN jsonb_to_recordset(${JSON.stringify(conditions)}::jsonb)
          AS c(position integer, platform text, min_stake double precision, max_stake double precision, contribution double precision, casino_game_ids integer[])`.execute(trx);
  }
  if (boosters.length > 0) {
    await sql`
      INSERT INTO boosters (tournament_id, multiplier, name, start_date, end_date, day_of_week, day_of_month)
      SELECT t.id, b.multiplier, b.name, b.start_date + (t.start - ${template.time_configuration.start}::timestamptz),
             b.end_date + (t.start - ${template.time_configuration.start}::timestamptz), b.day_of_week, b.day_of_month
        FROM unnest(${ids}::integer[], ${starts.map((start) => start.toISOString())}::timestamptz[]) AS t(id, start)
        CROSS JOIN jsonb_to_recordset(${JSON.stringify(boosters)}::jsonb)
          AS b(multiplier double precision, name text, start_date timestamptz, end_date timestamptz, day_of_week smallint, day_of_month smallint)`.execute(trx);
  }
}

/**
 * Creates the instances of `starts` in one statement, In Progress (so Scheduled until they start), each once: a start
 * another server instance created first is left alone (the unique (series_id, series_start), ON CONFLICT DO NOTHING).
 * Answers the ids created.
 */
async function insertInstances(trx: Db, series: StoredSeries, starts: Date[], actor: HistoryActor, now: Date): Promise<number[]> {
  if (starts.length === 0) return [];
  const columns = instanceColumns(series);
  const writer = seriesWriter(series.id);
  const created = await trx
    .insertInto('tournaments')
    .values(
      starts.map((start) => ({
        ...columns,
        start_at: start,
        end_at: endOf(series, start),
        status: TournamentStatus.InProgress,
        series_id: series.id,
        series_start: start,
        created_at: now,
        updated_at: now,
        updated_by_id: writer.id,
        updated_by_name: writer.name,
        // The database's moment, as a publish records it (migration 017).
        published_at: sql<Date>`clock_timestamp()`,
      })),
    )
    .onConflict((conflict) => conflict.columns(['series_id', 'series_start']).where('series_id', 'is not', null).doNothing())
    .returning(['id', 'start_at'])
    .execute();
  const ids = created.map((row) => row.id);
  await insertInstanceChildren(
    trx,
    series,
    ids,
    created.map((row) => row.start_at),
  );
  if (ids.length > 0) await historyEntries(trx, ids, actor, () => ({ action: 'series_published', details: { series_id: series.id } }), now).execute();
  return ids;
}

/**
 * Creates the series' instances that start from now through the horizon and are not created yet. Unless the series
 * allows overlaps, none starts before an instance that has started ends (an edit may move the time of day while one
 * runs). The caller holds the series' lock, so its rule is the one committed; the starts already created are left
 * out before inserting, as an insert that meets a conflict still spends an id.
 */
export async function createDueInstances(trx: Db, series: StoredSeries, horizonHours: number, actor: HistoryActor, now: Date): Promise<number[]> {
  const instances = await trx
    .selectFrom('tournaments')
    .select(['series_start', 'start_at', 'end_at', 'status'])
    .where('series_id', '=', series.id)
    .where((eb) => eb.or([eb('series_start', '>=', now), eb.and([eb('start_at', '<=', now), eb('end_at', '>', now)])]))
    .execute();
  const created = new Set(instances.map((instance) => instance.series_start?.getTime()));
  const running = instances.filter((instance) => instance.start_at <= now && instance.status !== TournamentStatus.Canceled);
  const busyUntil = series.recurrence.allow_overlap ? 0 : Math.max(0, ...running.map((instance) => instance.end_at.getTime()));
  const starts = startsBetween(series.recurrence, new Date(Math.max(now.getTime(), busyUntil)), new Date(now.getTime() + horizonHours * HOUR_MS));
  return insertInstances(
    trx,
    series,
    starts.filter((start) => !created.has(start.getTime())),
    actor,
    now,
  );
}
