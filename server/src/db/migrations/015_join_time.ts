import { sql, type Kysely } from 'kysely';

/**
 * Spec §2: `computed` is the occurred_at of the event that last changed the player's score. A player who joined
 * the board with 0 (a 0-point round, staff's assignment) shows their join time until a first change, which then
 * sets it whatever the join time was; later changes only move it forward. score_changed tells the two apart.
 * Rows stored before this migration keep their computed as a change's time (what it was treated as until now).
 * board_standings answers the new column too (a function's result type cannot be altered, only made again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE leaderboard_rows ADD COLUMN score_changed boolean NOT NULL DEFAULT true`.execute(db);
  await sql`DROP FUNCTION board_standings(integer[], text[])`.execute(db);
  await sql`
    CREATE FUNCTION board_standings(board_ids integer[], user_ids text[])
    RETURNS TABLE (tournament_id integer, user_id text, user_name text, total_score float8, computed timestamptz, score_changed boolean)
    LANGUAGE sql STABLE AS $$
      SELECT row.tournament_id, row.user_id, row.user_name, row.total_score, row.computed, row.score_changed
        FROM unnest(board_ids, user_ids) AS wanted (tournament_id, user_id)
        JOIN leaderboard_rows AS row ON row.tournament_id = wanted.tournament_id AND row.user_id = wanted.user_id
    $$`.execute(db);
}
