import { sql, type Kysely } from 'kysely';

/**
 * Each board's version for the live stream (tournament-engine §3): every writer of a board takes a value of one
 * sequence under the board's tournament lock, so versions grow with every change and are the same whichever
 * server instance reads them. A table of its own, not a column of tournaments: writing the tournament row would
 * give it a new xmin with every batch, and the ingest's rules cache (engine/runningTournaments.ts) reloads a
 * tournament's rules whenever its xmin changes. No foreign key, as with migration 008: its check would share-lock
 * the tournament row; tournaments are never deleted. A board never announced has no row (version 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE leaderboard_version_seq`.execute(db);
  await sql`
    CREATE TABLE leaderboard_versions (
      tournament_id integer PRIMARY KEY,
      version bigint NOT NULL
    )`.execute(db);
}
