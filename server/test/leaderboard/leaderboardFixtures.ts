import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../../src/db/database';
import { recomputeRanks } from '../../src/leaderboard/ranks';

/** The computed time of every generated row, plus whole seconds (so ties on computed are common). */
export const BASE_COMPUTED = new Date('2030-01-01T00:00:00.000Z');

export async function insertTournament(db: Db, status: TournamentStatus = TournamentStatus.InProgress): Promise<number> {
  const { id } = await db
    .insertInto('tournaments')
    .values({
      status,
      title: 'Leaderboard test',
      start_at: '2029-12-01T00:00:00Z',
      end_at: '2030-12-31T00:00:00Z',
      bonus_win_amount_ingestion_configuration: '{}',
      user_role_assignment_score_configuration: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Zero-padded so that text order is number order on any collation: p0000001, p0000002, ... */
export const playerId = (n: number): string => `p${String(n).padStart(7, '0')}`;

/** Players 1..count in `players`, named 'Player n' (ON CONFLICT: several tournaments share them). */
export async function insertPlayers(db: Db, count: number): Promise<void> {
  await sql`
    INSERT INTO players (id, user_name)
    SELECT 'p' || lpad(i::text, 7, '0'), 'Player ' || i FROM generate_series(1, ${count}::integer) AS i
    ON CONFLICT (id) DO NOTHING`.execute(db);
}

/**
 * Players 1..count on the leaderboard, loaded in bulk and ranked by recomputeRanks. Scores repeat every
 * `distinctScores` players and computed times every 7, so the order leans on every tie-breaker.
 */
export async function fillLeaderboard(db: Db, tournamentId: number, count: number, distinctScores = 1000): Promise<void> {
  await sql`
    INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed, rank)
    SELECT ${tournamentId}::integer, 'p' || lpad(i::text, 7, '0'), 'Player ' || i,
           (i * 7919) % ${distinctScores}::integer, ${BASE_COMPUTED}::timestamptz + (i % 7) * interval '1 second', 0
      FROM generate_series(1, ${count}::integer) AS i`.execute(db);
  await recomputeRanks(db, tournamentId);
}

/** Rows whose stored rank differs from a full row_number recompute: empty when the ranks are exact. */
export async function rankMismatches(db: Db, tournamentId: number): Promise<{ user_id: string; rank: number; expected: number }[]> {
  const { rows } = await sql<{ user_id: string; rank: number; expected: number }>`
    SELECT user_id, rank, expected FROM (
      SELECT user_id, rank,
             row_number() OVER (ORDER BY total_score DESC, computed ASC, user_id ASC)::integer AS expected
        FROM leaderboard_rows WHERE tournament_id = ${tournamentId}) AS ranked
     WHERE rank <> expected ORDER BY expected`.execute(db);
  return rows;
}

/** user_id of each rank, best first. */
export async function idsInRankOrder(db: Db, tournamentId: number): Promise<string[]> {
  const rows = await db.selectFrom('leaderboard_rows').select('user_id').where('tournament_id', '=', tournamentId).orderBy('rank').execute();
  return rows.map((row) => row.user_id);
}

/** One stored row, or a failed test when the player is not on the leaderboard. */
export const storedRow = (db: Db, tournamentId: number, userId: string) =>
  db.selectFrom('leaderboard_rows').selectAll().where('tournament_id', '=', tournamentId).where('user_id', '=', userId).executeTakeFirstOrThrow();
