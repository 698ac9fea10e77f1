import { sql, type Kysely } from 'kysely';

/**
 * A board's points over time (issue 28, decision 175): what every write of the board added to (or, a disqualification,
 * took from) its total, per clock hour of the change, so that the Results tab draws the total hour by hour without
 * replaying the events, and keeps it once they expire. Boards written before this migration count each player's
 * points at the hour of their last change (leaderboard_rows.computed), the only time the rows keep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_points_by_hour (
      tournament_id integer NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      hour timestamptz NOT NULL,
      points numeric NOT NULL,
      PRIMARY KEY (tournament_id, hour)
    )`.execute(db);
  await sql`
    INSERT INTO tournament_points_by_hour (tournament_id, hour, points)
    SELECT tournament_id, date_trunc('hour', computed), sum(round(total_score::numeric, 2))
      FROM leaderboard_rows GROUP BY 1, 2`.execute(db);
}
