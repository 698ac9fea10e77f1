import { sql, type Kysely } from 'kysely';

/**
 * Each tournament's version for If-Match (issue 13, "No silent lost update"): every write of the tournament (its
 * fields, status, summary video, boosters, completion) adds one under the tournament's row lock, and records who
 * wrote it, so a stale save is refused with who changed it and when (updated_at says when). updated_by_id is the
 * staff member's subject; null when the server itself wrote the row: completion, the seed, and rows from before
 * this migration, which all read as 'the server'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tournaments
      ADD COLUMN version integer NOT NULL DEFAULT 1,
      ADD COLUMN updated_by_id text,
      ADD COLUMN updated_by_name text NOT NULL DEFAULT 'the server'`.execute(db);
}
