import { sql, type Kysely } from 'kysely';

/**
 * Ranks stop being stored per row (a move from last to first renumbered every row between) and become counted
 * blocks: each leaderboard's rank order is cut into consecutive blocks of about a thousand rows, a block is named
 * by the order key where it starts and keeps how many rows it holds. A player's rank is the rows counted in the
 * blocks before theirs plus a short index scan inside their block; a score change adjusts two counts. See
 * server/src/leaderboard/ranks.ts.
 *
 * The order key is (-total_score, computed, user_id), all ascending, so that one B-tree serves row comparisons
 * (which need every column in one direction) for "ahead of", block lookups, pages at any depth and the export.
 * user_id orders by code point (the C collation) whatever the database's locale, as the scoring rules do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leaderboard_rows_rank`.execute(db);
  await sql`DROP INDEX leaderboard_rows_order`.execute(db);
  await sql`ALTER TABLE leaderboard_rows DROP COLUMN rank`.execute(db);
  await sql`ALTER TABLE leaderboard_rows ALTER COLUMN user_id TYPE text COLLATE "C"`.execute(db);
  // Keys travel through JavaScript (a Date has milliseconds) and must come back equal to what is stored.
  await sql`UPDATE leaderboard_rows SET computed = date_trunc('milliseconds', computed) WHERE computed <> date_trunc('milliseconds', computed)`.execute(db);
  await sql`ALTER TABLE leaderboard_rows ADD CONSTRAINT leaderboard_rows_computed_ms CHECK (computed = date_trunc('milliseconds', computed))`.execute(db);
  await sql`ALTER TABLE leaderboard_rows ALTER COLUMN computed SET DEFAULT date_trunc('milliseconds', now())`.execute(db);
  await sql`CREATE INDEX leaderboard_rows_rank_order ON leaderboard_rows (tournament_id, (-total_score), computed, user_id)`.execute(db);

  // The first block of every board starts at the lowest possible key (-Infinity, -infinity, ''), so every row
  // has a block at or before it and no lookup needs a special case. The primary key is the blocks' order.
  await sql`
    CREATE TABLE leaderboard_rank_blocks (
      tournament_id integer NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
      start_score double precision NOT NULL,
      start_computed timestamptz NOT NULL,
      start_user_id text COLLATE "C" NOT NULL,
      row_count integer NOT NULL CHECK (row_count >= 0),
      PRIMARY KEY (tournament_id, start_score, start_computed, start_user_id)
    )`.execute(db);

  // Every board has its first block from the moment its tournament exists, so a write never has to make one.
  await sql`
    CREATE FUNCTION leaderboard_first_rank_block() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO leaderboard_rank_blocks (tournament_id, start_score, start_computed, start_user_id, row_count)
      VALUES (NEW.id, '-Infinity', '-infinity', '', 0);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER tournaments_first_rank_block AFTER INSERT ON tournaments
    FOR EACH ROW EXECUTE FUNCTION leaderboard_first_rank_block()`.execute(db);

  // Existing boards: a block every 1,024 rows (frozen here; ranks.ts keeps its own size for later rebuilds).
  await sql`
    INSERT INTO leaderboard_rank_blocks (tournament_id, start_score, start_computed, start_user_id, row_count)
    SELECT tournament_id,
           CASE WHEN position = 0 THEN '-Infinity'::float8 ELSE -total_score END,
           CASE WHEN position = 0 THEN '-infinity'::timestamptz ELSE computed END,
           CASE WHEN position = 0 THEN '' ELSE user_id END,
           least(1024, size - position)
      FROM (SELECT tournament_id, total_score, computed, user_id,
                   row_number() OVER (PARTITION BY tournament_id ORDER BY -total_score, computed, user_id) - 1 AS position,
                   count(*) OVER (PARTITION BY tournament_id) AS size
              FROM leaderboard_rows) AS ordered
     WHERE position % 1024 = 0`.execute(db);
  await sql`
    INSERT INTO leaderboard_rank_blocks (tournament_id, start_score, start_computed, start_user_id, row_count)
    SELECT id, '-Infinity', '-infinity', '', 0 FROM tournaments
    ON CONFLICT DO NOTHING`.execute(db);
}
