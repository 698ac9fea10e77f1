import { sql, type Kysely } from 'kysely';

/**
 * A manual score adjustment no longer commits through adjust_board_score (migration 013), which wrote the board
 * beside writeBoardScores and, when events of the player committed between its unlocked read and its write, gave up
 * after ten tries (issue 25). It now takes the tournament's lock, reads the standing under it and writes through
 * writeBoardScores like every other writer (server/src/leaderboard/leaderboardChanges.ts), so the function goes:
 * the board has one write. The block functions of 013 stay; ranks.ts and the ingest call them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION adjust_board_score(
      integer, text, integer, float8, timestamptz, text, float8, timestamptz,
      float8, text, text, timestamptz, text, text, jsonb, text)`.execute(db);
}
