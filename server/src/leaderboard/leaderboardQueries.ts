import { sql } from 'kysely';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';
import type { LeaderboardRow, PlayerRank } from '../boards/leaderboardSchemas';
import { pageStart, RANK_ORDER, rowsAhead } from '../boards/ranks';

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

/** LIKE's own characters in a search text match themselves; the text is a prefix. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Names read from the registry's index for a search, at most: a board holding few of the registry's players may show fewer than `take` for a short prefix. */
const NAME_CANDIDATES_PER_RESULT = 10;

/**
 * Issue 27's search (the `q` extension of the page call): the players whose id starts with `text` (user_id is
 * COLLATE "C", so the primary key serves the prefix) or whose name starts with it in any case (the registry's
 * players_name_prefix, migration 020: the first names of the range, then the board's primary key), at most `take`
 * of each, answered in rank order with their ranks (board_rank) and the board's size, in one statement. Each side
 * reads a bounded stretch of an index, so a one-letter search of a 1,000,000-player board costs what a long one does.
 * 404 when the tournament does not exist.
 */
export async function searchedPlayers(db: Db, tournamentId: number, text: string, take: number): Promise<{ size: number; rows: LeaderboardRow[] }> {
  const pattern = prefixPattern(text);
  const { rows } = await sql<Nullable<StoredRow> & { size: string | null; rank: string | null }>`
    WITH found AS (
      (SELECT user_id FROM leaderboard_rows WHERE tournament_id = ${tournamentId} AND user_id LIKE ${pattern} ORDER BY user_id LIMIT ${take})
      UNION
      (SELECT board.user_id
         FROM (SELECT id FROM players WHERE lower(user_name) COLLATE "C" LIKE lower(${pattern})
                ORDER BY lower(user_name) COLLATE "C", id LIMIT ${take * NAME_CANDIDATES_PER_RESULT}) AS named
         JOIN leaderboard_rows board ON board.tournament_id = ${tournamentId} AND board.user_id = named.id
        LIMIT ${take})
    ),
    ranked AS (
      SELECT player.user_id, player.user_name, player.total_score, player.computed,
             board_rank(${tournamentId}, -player.total_score, player.computed, player.user_id) AS rank
        FROM found JOIN leaderboard_rows player ON player.tournament_id = ${tournamentId} AND player.user_id = found.user_id
       ORDER BY rank LIMIT ${take}
    )
    SELECT (SELECT sum(row_count) FROM leaderboard_rank_blocks WHERE tournament_id = tournaments.id) AS size, ranked.*
      FROM tournaments LEFT JOIN ranked ON true
     WHERE tournaments.id = ${tournamentId}
     ORDER BY ranked.rank`.execute(db);
  if (rows.length === 0) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const found = rows.filter((row): row is StoredRow & { size: string; rank: string } => row.user_id !== null);
  return { size: Number(rows[0].size ?? 0), rows: found.map(({ size: _size, rank, ...row }) => toLeaderboardRow(row, Number(rank))) };
}
