import { sql } from 'kysely';
import type { Db } from '../db/database';
import { RANK_ORDER } from '../boards/ranks';

export interface BoardLeader {
  user_id: string;
  user_name: string;
  total_score: number;
}

/** What the stream tells of a board, and what decides whether it has ended. */
export interface BoardSnapshot {
  tournament_id: number;
  version: number;
  players: number;
  leader: BoardLeader | null;
  status: number;
  end_at: Date;
}

interface SnapshotRow {
  tournament_id: number;
  version: number;
  players: number;
  status: number;
  end_at: Date;
  user_id: string | null;
  user_name: string | null;
  total_score: number | null;
}

/**
 * The boards' versions, sizes (the sum of the rank blocks' counts, not a count of a million rows) and leaders (the
 * first entry of the rank-order index), in one statement; a tournament that does not exist is absent.
 */
export async function readBoardSnapshots(db: Db, tournamentIds: readonly number[]): Promise<Map<number, BoardSnapshot>> {
  if (tournamentIds.length === 0) return new Map();
  const { rows } = await sql<SnapshotRow>`
    SELECT tournaments.id AS tournament_id, tournaments.status, tournaments.end_at,
           coalesce(versions.version, 0) AS version,
           (SELECT coalesce(sum(row_count), 0) FROM leaderboard_rank_blocks WHERE tournament_id = tournaments.id)::integer AS players,
           leader.user_id, leader.user_name, leader.total_score
      FROM tournaments
      LEFT JOIN leaderboard_versions versions ON versions.tournament_id = tournaments.id
      LEFT JOIN LATERAL (
        SELECT user_id, user_name, total_score FROM leaderboard_rows
         WHERE tournament_id = tournaments.id ORDER BY ${RANK_ORDER} LIMIT 1) AS leader ON true
     WHERE tournaments.id = ANY(${[...tournamentIds]}::integer[])`.execute(db);
  return new Map(
    rows.map(({ user_id, user_name, total_score, ...board }) => [
      board.tournament_id,
      { ...board, leader: user_id === null ? null : { user_id, user_name: user_name ?? '', total_score: total_score ?? 0 } },
    ]),
  );
}
