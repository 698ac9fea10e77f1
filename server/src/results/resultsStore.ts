import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { InstanceFigures, SeriesInstanceResults, TournamentResults } from '../../../src/domain/results/tournamentResults';
import type { Db } from '../db/database';
import type { ResultsTournament } from './resultsComputation';

/**
 * Stores a tournament's results, over its snapshot; never over final results (another instance may have finished
 * first, and final ones are kept as they were written).
 */
export async function storeResults(db: Db, results: TournamentResults, final: boolean): Promise<void> {
  await sql`
    INSERT INTO tournament_results (tournament_id, final, computed_at, results)
    VALUES (${results.tournament_id}, ${final}, ${results.computed_at}, ${JSON.stringify(results)}::jsonb)
    ON CONFLICT (tournament_id) DO UPDATE SET final = excluded.final, computed_at = excluded.computed_at, results = excluded.results
     WHERE NOT tournament_results.final`.execute(db);
}

export async function storedResults(db: Db, tournamentId: number): Promise<TournamentResults | undefined> {
  const row = await db.selectFrom('tournament_results').select('results').where('tournament_id', '=', tournamentId).executeTakeFirst();
  return row?.results;
}

/**
 * When a tournament's play ended, as SQL over `t` (decision 173): a canceled one's cancel (the time of its history's
 * 'canceled' entry, or of its last change where it has none, as the demo's canceled tournaments), its end otherwise.
 * At or before its start for a tournament canceled before it started.
 */
const playEnd = sql<Date>`CASE WHEN t.status = ${TournamentStatus.Canceled}
  THEN LEAST(t.end_at, COALESCE((SELECT max(h.at) FROM tournament_history h WHERE h.tournament_id = t.id AND h.action = 'canceled'), t.updated_at))
  ELSE t.end_at END`;

/** What of a tournament its results answer depends on, `end_at` the end of its play (playEnd); undefined for an unknown one. */
export async function resultsTournament(db: Db, tournamentId: number): Promise<Pick<ResultsTournament, 'status' | 'start_at' | 'end_at'> | undefined> {
  const { rows } = await sql<ResultsTournament>`SELECT t.status, t.start_at, ${playEnd} AS end_at FROM tournaments t WHERE t.id = ${tournamentId}`.execute(db);
  return rows[0];
}

/**
 * The tournaments whose results are due, the longest waiting first: started and In Progress, or ended (completed,
 * canceled after its start) no longer ago than the events are kept, with no results yet, or a snapshot older than
 * `maxAge` or than the tournament's last change (its completion, a cancel, an approval of its prizes). Final results
 * are never due. Each comes with the end of its play (playEnd) as its end: a canceled one's figures stop at its cancel.
 */
export async function resultsDue(db: Db, now: Date, maxAgeMs: number, retentionDays: number, limit: number): Promise<ResultsTournament[]> {
  const stale = new Date(now.getTime() - maxAgeMs);
  const kept = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const { rows } = await sql<ResultsTournament>`
    SELECT t.id, t.status, t.opt_in_condition, t.start_at, t.play_end AS end_at
      FROM (SELECT t.*, ${playEnd} AS play_end FROM tournaments t) t
      LEFT JOIN tournament_results r ON r.tournament_id = t.id
     WHERE ((t.status = ${TournamentStatus.InProgress} AND t.start_at <= ${now})
            OR (t.status IN (${TournamentStatus.Completed}, ${TournamentStatus.Canceled}) AND t.play_end > ${kept} AND t.play_end > t.start_at))
       AND (r.tournament_id IS NULL OR (NOT r.final AND (r.computed_at < ${stale} OR r.computed_at < t.updated_at)))
     ORDER BY r.computed_at NULLS FIRST, t.id
     LIMIT ${limit}`.execute(db);
  return rows;
}

/** The series' latest `take` instances started by `now`, oldest first, each with its stored figures less their chart series. */
export async function seriesInstanceResults(db: Db, seriesId: number, now: Date, take: number): Promise<SeriesInstanceResults[]> {
  const { rows } = await sql<{ tournament_id: number; title: string; start_at: Date; end_at: Date; results: InstanceFigures | null }>`
    SELECT * FROM (
      SELECT t.id AS tournament_id, t.title, t.start_at, t.end_at, r.results - 'series' AS results
        FROM tournaments t LEFT JOIN tournament_results r ON r.tournament_id = t.id
       WHERE t.series_id = ${seriesId} AND t.start_at <= ${now} AND t.status <> ${TournamentStatus.Draft}
       ORDER BY t.start_at DESC, t.id DESC LIMIT ${take}) AS latest
     ORDER BY start_at, tournament_id`.execute(db);
  return rows.map((row) => ({ ...row, start_at: row.start_at.toISOString(), end_at: row.end_at.toISOString() }));
}
