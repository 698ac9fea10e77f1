import { sql, type RawBuilder } from 'kysely';
import { topOfHour } from '../../../src/domain/dates';
import { scoreInHundredths } from '../../../src/domain/scoring/rounding';
import type { Db } from '../db/database';

/**
 * A board's points over time (issue 28, decision 175): each write of the board adds what it changed to its total,
 * in hundredths, to the clock hour of the change (the standing's `computed`: the event's time, or the adjustment's),
 * in tournament_points_by_hour (migration 025). Scores are stored to the hundredth, so whole hundredths add exactly.
 */
export interface PointsInHour {
  /** The hour's start, epoch ms. */
  hour: number;
  /** Points added in it (negative when taken away), in hundredths. */
  hundredths: number;
}

/** What each player's change adds to the board's total, per hour of the change; hours where it nets to 0 left out. */
export function pointsByHourOf(changes: ReadonlyArray<{ before?: { total_score: number }; after: { total_score: number; computed: Date } }>): PointsInHour[] {
  const byHour = new Map<number, number>();
  for (const { before, after } of changes) {
    const hour = topOfHour(after.computed).getTime();
    byHour.set(hour, (byHour.get(hour) ?? 0) + scoreInHundredths(after.total_score) - scoreInHundredths(before?.total_score ?? 0));
  }
  return [...byHour].filter(([, hundredths]) => hundredths !== 0).map(([hour, hundredths]) => ({ hour, hundredths }));
}

/** The write adding `points` to the board's hours, for the statement that writes the board: none for no points. */
export function pointsByHourWrites(tournamentId: number, points: readonly PointsInHour[]): Array<RawBuilder<unknown>> {
  if (points.length === 0) return [];
  return [sql`
    INSERT INTO tournament_points_by_hour (tournament_id, hour, points)
    SELECT ${tournamentId}, hour, hundredths / 100.0
      FROM unnest(${points.map((point) => new Date(point.hour))}::timestamptz[], ${points.map((point) => point.hundredths)}::bigint[]) AS added (hour, hundredths)
    ON CONFLICT (tournament_id, hour) DO UPDATE SET points = tournament_points_by_hour.points + excluded.points`];
}

/**
 * Boards loaded in bulk (the demo's), whose rows no board write made, into a database with no points counted yet:
 * each player's points at the hour of their last change, as migration 025 counted the boards it found.
 */
export async function countLoadedPoints(db: Db): Promise<void> {
  await sql`
    INSERT INTO tournament_points_by_hour (tournament_id, hour, points)
    SELECT tournament_id, date_trunc('hour', computed), sum(round(total_score::numeric, 2))
      FROM leaderboard_rows GROUP BY 1, 2`.execute(db);
}

/** The board's points per hour, oldest first, in hundredths. */
export async function readPointsByHour(db: Db, tournamentId: number): Promise<PointsInHour[]> {
  const { rows } = await sql<{ hour: Date; hundredths: string }>`
    SELECT hour, (points * 100)::bigint::text AS hundredths FROM tournament_points_by_hour WHERE tournament_id = ${tournamentId} ORDER BY hour`.execute(db);
  return rows.map((row) => ({ hour: row.hour.getTime(), hundredths: Number(row.hundredths) }));
}
