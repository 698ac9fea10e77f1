import { sql } from 'kysely';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { TOURNAMENT_MESSAGES } from '../tournaments/tournamentLifecycle';
import type { LeaderboardRow, PlayerRank } from './leaderboardSchemas';
import { pageStart, RANK_ORDER, rowsAhead } from './ranks';

interface StoredRow {
  user_id: string;
  user_name: string;
  total_score: number;
  computed: Date;
}

export const toLeaderboardRow = (row: StoredRow, rank: number): LeaderboardRow => ({ rank, ...row, computed: row.computed.toISOString() });

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * One page in rank order and the board's size, by the counted rank blocks (./ranks): the page's block found by a
 * running sum over the counts, then at most one block's rows stepped over in the index. One statement, so one
 * snapshot; no row when the tournament does not exist (every tournament has its first block).
 */
export async function leaderboardPage(db: Db, tournamentId: number, take: number, skip: number): Promise<{ size: number; rows: LeaderboardRow[] }> {
  const { rows } = await sql<Nullable<StoredRow> & { size: string | null }>`
    WITH start AS (${pageStart(tournamentId, skip)})
    SELECT start.size, page.user_id, page.user_name, page.total_score, page.computed
      FROM tournaments
      LEFT JOIN start ON true
      LEFT JOIN LATERAL (
        SELECT user_id, user_name, total_score, computed FROM leaderboard_rows
         WHERE tournament_id = ${tournamentId}
           AND (-total_score, computed, user_id) >= (start.start_score, start.start_computed, start.start_user_id)
         ORDER BY ${RANK_ORDER} OFFSET ${skip} - start.before LIMIT ${take}) AS page ON true
     WHERE tournaments.id = ${tournamentId}
     ORDER BY -page.total_score, page.computed, page.user_id`.execute(db);
  if (rows.length === 0) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const page = rows.filter((row): row is StoredRow & { size: string } => row.user_id !== null);
  return { size: Number(rows[0].size ?? 0), rows: page.map(({ size: _size, ...row }, index) => toLeaderboardRow(row, skip + index + 1)) };
}

/**
 * The player's row and rank counted by blocks, in one statement; undefined when the player is not on this
 * leaderboard, 404 when there is no such tournament.
 */
export async function playerRank(db: Db, tournamentId: number, userId: string): Promise<PlayerRank | undefined> {
  const { rows } = await sql<Nullable<StoredRow> & { ahead: string | null }>`
    SELECT player.user_id, player.user_name, player.total_score, player.computed,
           ${rowsAhead(tournamentId, sql`-player.total_score, player.computed, player.user_id`)} AS ahead
      FROM tournaments
      LEFT JOIN leaderboard_rows player ON player.tournament_id = tournaments.id AND player.user_id = ${userId}
     WHERE tournaments.id = ${tournamentId}`.execute(db);
  if (rows.length === 0) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const [{ ahead, ...row }] = rows;
  if (row.user_id === null) return undefined;
  const rank = Number(ahead) + 1;
  return { row: toLeaderboardRow(row as StoredRow, rank), rank };
}
