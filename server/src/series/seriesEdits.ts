import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { startsBetween } from '../../../src/domain/seriesRecurrence';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import type { Db } from '../db/database';
import { tournamentChanges } from '../history/fieldChanges';
import { historyEntries } from '../history/historyStore';
import type { ChangedBoards } from '../db/boardAnnouncement';
import { findTournaments } from '../tournaments/tournamentRepository';
import { writtenBy } from '../tournaments/tournamentWrites';
import { createDueInstances, insertInstanceChildren, instanceColumns, seriesWriter } from './seriesInstances';
import type { StoredSeries } from './seriesStore';

/**
 * What a change of a series does to its instances (decision 153): only to those not started yet, never to one that
 * runs or has finished. Each change is in the instance's history, by the staff member who made it.
 */

const ofIds = (ids: number[]) => sql<number>`any(${ids}::integer[])`;

/** The instances not started yet (In Progress, start in the future) that the rule gave a start, locked, by start. */
async function lockUpcoming(trx: Db, seriesId: number, now: Date): Promise<Array<{ id: number; series_start: Date }>> {
  const rows = await trx
    .selectFrom('tournaments')
    .select(['id', 'series_start'])
    .where('series_id', '=', seriesId)
    .where('series_start', 'is not', null)
    .where('status', '=', TournamentStatus.InProgress)
    .where('start_at', '>', now)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({ id: row.id, series_start: row.series_start! })).sort((a, b) => a.series_start.getTime() - b.series_start.getTime());
}

/**
 * Cancels instances before they start: their live streams end, and each history says the series did it. One an
 * edit dropped leaves the rule (its start null), so that a later rule may give that start again.
 */
async function dropInstances(trx: Db, seriesId: number, ids: number[], reason: 'rule_changed' | 'series_ended', actor: HistoryActor, now: Date, changed: ChangedBoards) {
  if (ids.length === 0) return;
  await trx
    .updateTable('tournaments')
    .set({ status: TournamentStatus.Canceled, ...(reason === 'rule_changed' && { series_start: null }), ...writtenBy(seriesWriter(seriesId), now) })
    .where('id', '=', ofIds(ids))
    .execute();
  await historyEntries(trx, ids, actor, () => ({ action: 'series_dropped', details: { series_id: seriesId, reason } }), now).execute();
  changed(ids);
}

/** Gives instances not started yet the series' template: their fields and child rows, in set-based statements. */
async function updateInstances(trx: Db, series: StoredSeries, instances: Array<{ id: number; series_start: Date }>, actor: HistoryActor, now: Date) {
  if (instances.length === 0) return;
  const ids = instances.map((instance) => instance.id);
  const inOrder = (query: Parameters<Parameters<typeof findTournaments>[1]>[0]) => query.where('id', '=', ofIds(ids)).orderBy('id');
  const before = new Map((await findTournaments(trx, inOrder)).map((tournament) => [tournament.id, tournament]));
  await trx
    .updateTable('tournaments')
    .set({
      ...instanceColumns(series),
      start_at: sql<Date>`series_start`,
      end_at: sql<Date>`series_start + make_interval(mins => ${series.recurrence.duration_minutes})`,
      ...writtenBy(seriesWriter(series.id), now),
    })
    .where('id', '=', ofIds(ids))
    .execute();
  for (const table of ['tiers', 'wagering_conditions', 'boosters'] as const) await trx.deleteFrom(table).where('tournament_id', '=', ofIds(ids)).execute();
  await insertInstanceChildren(
    trx,
    series,
    ids,
    instances.map((instance) => instance.series_start),
  );
  const after = await findTournaments(trx, inOrder);
  const changesOf = new Map(after.map((tournament) => [tournament.id, tournamentChanges(before.get(tournament.id)!, tournament)]));
  await historyEntries(trx, ids, actor, (id) => ({ action: 'series_updated', details: { series_id: series.id, changes: changesOf.get(id)! } }), now).execute();
}

/**
 * After an edit: the instances not started whose start the new rule still gives take the new template; those it no
 * longer gives are canceled; an active series then creates what its rule gives over the horizon.
 */
export async function applySeriesEdit(trx: Db, series: StoredSeries, horizonHours: number, actor: HistoryActor, now: Date, changed: ChangedBoards): Promise<void> {
  const upcoming = await lockUpcoming(trx, series.id, now);
  const last = Math.max(now.getTime(), ...upcoming.map((instance) => instance.series_start.getTime()));
  const inRule = new Set(startsBetween(series.recurrence, now, new Date(last + 1)).map((start) => start.getTime()));
  const [kept, dropped] = [upcoming.filter((i) => inRule.has(i.series_start.getTime())), upcoming.filter((i) => !inRule.has(i.series_start.getTime()))];
  await dropInstances(
    trx,
    series.id,
    dropped.map((instance) => instance.id),
    'rule_changed',
    actor,
    now,
    changed,
  );
  await updateInstances(trx, series, kept, actor, now);
  if (series.status === 'active') await createDueInstances(trx, series, horizonHours, actor, now);
}

/** Ending a series cancels its instances not started yet (they keep their start: an ended series creates nothing). */
export async function dropUpcoming(trx: Db, series: StoredSeries, actor: HistoryActor, now: Date, changed: ChangedBoards): Promise<void> {
  const upcoming = await lockUpcoming(trx, series.id, now);
  await dropInstances(
    trx,
    series.id,
    upcoming.map((instance) => instance.id),
    'series_ended',
    actor,
    now,
    changed,
  );
}
