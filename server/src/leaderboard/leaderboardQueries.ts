import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import type { LeaderboardRow, PlayerRank } from './leaderboardSchemas';
import { fromBlock, pageStart, RANK_ORDER, rankOf, type PageStart } from './ranks';
import { TOURNAMENT_NOT_FOUND } from './tournamentLock';

const ROW_COLUMNS = ['user_id', 'user_name', 'total_score', 'computed'] as const;

interface StoredRow {
  user_id: string;
  user_name: string;
  total_score: number;
  computed: Date;
}

export const toLeaderboardRow = (row: StoredRow, rank: number): LeaderboardRow => ({ rank, ...row, computed: row.computed.toISOString() });

/** The rows from position `skip` (0-based) on: from the block that holds it, at most one block's rows stepped over. */
const rowsFrom = (trx: Db, tournamentId: number, start: PageStart, take: number, skip: number): Promise<StoredRow[]> =>
  trx
    .selectFrom('leaderboard_rows')
    .select(ROW_COLUMNS)
    .where('tournament_id', '=', tournamentId)
    .where(fromBlock(start))
    .orderBy(RANK_ORDER)
    .offset(skip - start.before)
    .limit(take)
    .execute();

/** Reads that must agree (blocks and rows) in one snapshot. */
export const inOneSnapshot = <T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> => db.transaction().setIsolationLevel('repeatable read').execute(read);

/**
 * One page in rank order and the board's size, by the counted rank blocks (./ranks): index lookups at any
 * depth, in one snapshot.
 */
export async function leaderboardPage(db: Db, tournamentId: number, take: number, skip: number): Promise<{ size: number; rows: LeaderboardRow[] }> {
  return inOneSnapshot(db, async (trx) => {
      const tournament = await trx.selectFrom('tournaments').select('id').where('id', '=', tournamentId).executeTakeFirst();
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const { size, start } = await pageStart(trx, tournamentId, skip);
      const rows = start ? await rowsFrom(trx, tournamentId, start, take, skip) : [];
      return { size, rows: rows.map((row, index) => toLeaderboardRow(row, skip + index + 1)) };
    });
}

/**
 * The player's row by primary key and its rank counted by blocks; undefined when the player is not on this
 * leaderboard. Call it in a transaction (inOneSnapshot, or the writer's own).
 */
export async function playerRank(trx: Db, tournamentId: number, userId: string): Promise<PlayerRank | undefined> {
  const row = await trx
    .selectFrom('leaderboard_rows')
    .select(ROW_COLUMNS)
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const rank = await rankOf(trx, tournamentId, row);
  return { row: toLeaderboardRow(row, rank), rank };
}
