import { sql, type Kysely } from 'kysely';

/**
 * The leaderboard's search by name (issue 27, decision 135): a name prefix, case-insensitive, found in this index of
 * the players' registry and then looked up on the board by its primary key. The registry rather than
 * leaderboard_rows, whose every score change writes a new row version into each of its indexes: an index there would
 * cost the ingest on every event, one here only when the platform sends a new player or a new name.
 * COLLATE "C": byte order, in which `LIKE 'prefix%'` is a range of the index and ORDER BY follows it, so a search
 * reads the first names of the range and stops (text_pattern_ops serves the LIKE but not the ORDER BY).
 *
 * board_rank: a row's rank by the rank blocks (board_rows_ahead + 1) behind PL/pgSQL, which the planner does not
 * inline: inlined, the blocks' count is estimated at a hundred thousand rows a rank, and a search ranking 40 players
 * crossed PostgreSQL's JIT threshold, whose compiling took 250-300 ms of a 25 ms query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX players_name_prefix ON players ((lower(user_name) COLLATE "C"), id)`.execute(db);
  await sql`
    CREATE FUNCTION board_rank(board integer, key_score float8, key_computed timestamptz, key_user text)
    RETURNS bigint LANGUAGE plpgsql STABLE AS $$
    BEGIN
      RETURN (SELECT ahead FROM board_rows_ahead(board, key_score, key_computed, key_user)) + 1;
    END $$`.execute(db);
}
