import { sql, type Kysely } from 'kysely';

/**
 * The leaderboard's search by name (issue 27, decision 135): a name prefix, case-insensitive, found in this index of
 * the players' registry and then looked up on the board by its primary key. The registry rather than
 * leaderboard_rows, whose every score change writes a new row version into each of its indexes: an index there would
 * cost the ingest on every event, one here only when the platform sends a new player or a new name.
 * text_pattern_ops so that `lower(user_name) LIKE 'prefix%'` is a range scan whatever the database's collation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX players_name_prefix ON players (lower(user_name) text_pattern_ops, id)`.execute(db);
}
