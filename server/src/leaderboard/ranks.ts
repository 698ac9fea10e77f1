import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Every leaderboard row stores its rank, dense from 1, in the order total_score DESC, computed ASC,
 * user_id ASC; so a page at any depth and a player's rank are index lookups. These functions keep the
 * ranks exact on every change by shifting only the rows between a row's old and new place.
 *
 * Callers run them inside one transaction that has locked the tournament row (lockTournament), so two
 * changes to one leaderboard never interleave.
 */

/** Where a row sorts: user_id is unique within a tournament, so no two rows share a key. */
export interface RankKey {
  user_id: string;
  total_score: number;
  computed: Date;
}

/**
 * The rank of the row ranked just ahead of `key`, ignoring key.user_id's own row; null when none is.
 * Two index range scans on leaderboard_rows_order, one step each: the last row with the same score and
 * an earlier (computed, user_id), else the last row with a higher score.
 */
async function predecessorRank(trx: Db, tournamentId: number, key: RankKey): Promise<number | null> {
  const { rows } = await sql<{ rank: number }>`
    (SELECT rank, 0 AS preference FROM leaderboard_rows
      WHERE tournament_id = ${tournamentId} AND total_score = ${key.total_score}
        AND (computed, user_id) < (${key.computed}, ${key.user_id}) AND user_id <> ${key.user_id}
      ORDER BY computed DESC, user_id DESC LIMIT 1)
    UNION ALL
    (SELECT rank, 1 AS preference FROM leaderboard_rows
      WHERE tournament_id = ${tournamentId} AND total_score > ${key.total_score} AND user_id <> ${key.user_id}
      ORDER BY total_score ASC, computed DESC, user_id DESC LIMIT 1)
    ORDER BY preference LIMIT 1`.execute(trx);
  return rows[0]?.rank ?? null;
}

/**
 * The rank a row with `key` gets, given its current rank (null: not on the board yet, as if last).
 * The others ahead of it are ranks 1..P of the current order, less the row itself when it sits among them.
 */
async function targetRank(trx: Db, tournamentId: number, key: RankKey, currentRank: number | null): Promise<number> {
  const predecessor = await predecessorRank(trx, tournamentId, key);
  if (predecessor === null) return 1;
  return currentRank !== null && predecessor > currentRank ? predecessor : predecessor + 1;
}

/** Makes room at `to` for a row leaving `from` (null: a new row): the rows in between move one place. */
async function shiftBetween(trx: Db, tournamentId: number, from: number | null, to: number): Promise<void> {
  const rows = trx.updateTable('leaderboard_rows').where('tournament_id', '=', tournamentId);
  if (from === null || to < from) {
    let moving = rows.set({ rank: sql`rank + 1` }).where('rank', '>=', to);
    if (from !== null) moving = moving.where('rank', '<', from);
    await moving.execute();
  } else if (to > from) {
    await rows.set({ rank: sql`rank - 1` }).where('rank', '>', from).where('rank', '<=', to).execute();
  }
}

/** Adds a player's row at its place; returns its rank. */
export async function insertRanked(trx: Db, tournamentId: number, row: RankKey & { user_name: string }): Promise<number> {
  const rank = await targetRank(trx, tournamentId, row, null);
  await shiftBetween(trx, tournamentId, null, rank);
  await trx.insertInto('leaderboard_rows').values({ tournament_id: tournamentId, ...row, rank }).execute();
  return rank;
}

/** Gives the row now at `currentRank` a new score and computed time and moves it to its place; returns its rank. */
export async function moveRanked(trx: Db, tournamentId: number, key: RankKey, currentRank: number): Promise<number> {
  const rank = await targetRank(trx, tournamentId, key, currentRank);
  await shiftBetween(trx, tournamentId, currentRank, rank);
  await trx
    .updateTable('leaderboard_rows')
    .set({ total_score: key.total_score, computed: key.computed, rank })
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', key.user_id)
    .execute();
  return rank;
}

/**
 * Ranks a whole leaderboard from scratch (after bulk loads); rewrites only the rows whose rank changes.
 * It analyzes the table first: with statistics from before the load the planner expects a handful of
 * rows and picks a nested loop that re-runs the window per row (minutes at 200k rows instead of seconds).
 */
export async function recomputeRanks(db: Db, tournamentId: number): Promise<void> {
  await sql`ANALYZE leaderboard_rows`.execute(db);
  await sql`
    UPDATE leaderboard_rows AS target SET rank = ordered.rank
      FROM (SELECT user_id,
                   row_number() OVER (ORDER BY total_score DESC, computed ASC, user_id ASC)::integer AS rank
              FROM leaderboard_rows WHERE tournament_id = ${tournamentId}) AS ordered
     WHERE target.tournament_id = ${tournamentId} AND target.user_id = ordered.user_id AND target.rank <> ordered.rank`.execute(db);
}
