import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../../src/db/database';
import { RANK_ORDER, rankOf, recomputeRanks } from '../../src/boards/ranks';

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

/** Players 1..count in `players`, named 'Player n', seen by the platform (ON CONFLICT: several tournaments share them). */
export async function insertPlayers(db: Db, count: number): Promise<void> {
  await sql`
    INSERT INTO players (id, user_name, first_seen_at)
    SELECT 'p' || lpad(i::text, 7, '0'), 'Player ' || i, now() FROM generate_series(1, ${count}::integer) AS i
    ON CONFLICT (id) DO NOTHING`.execute(db);
}

/**
 * Players 1..count on the leaderboard, loaded in bulk and ranked by recomputeRanks. Scores repeat every
 * `distinctScores` players and computed times every 7, so the order leans on every tie-breaker.
 */
export async function fillLeaderboard(db: Db, tournamentId: number, count: number, distinctScores = 1000): Promise<void> {
  await sql`
    INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed)
    SELECT ${tournamentId}::integer, 'p' || lpad(i::text, 7, '0'), 'Player ' || i,
           (i * 7919) % ${distinctScores}::integer, ${BASE_COMPUTED}::timestamptz + (i % 7) * interval '1 second'
      FROM generate_series(1, ${count}::integer) AS i`.execute(db);
  await recomputeRanks(db, tournamentId);
}

/**
 * Rows whose rank as the rank blocks count it differs from a full row_number over the board, and blocks whose
 * count differs from the rows between their start and the next block's: both empty when the bookkeeping is exact.
 */
export async function rankMismatches(db: Db, tournamentId: number): Promise<{ user_id: string; rank: number; expected: number }[]> {
  const { rows } = await sql<{ user_id: string; total_score: number; computed: Date; expected: number }>`
    SELECT user_id, total_score, computed, row_number() OVER (ORDER BY ${RANK_ORDER})::integer AS expected
      FROM leaderboard_rows WHERE tournament_id = ${tournamentId} ORDER BY ${RANK_ORDER}`.execute(db);
  const ranked = await Promise.all(rows.map(async (row) => ({ user_id: row.user_id, rank: await rankOf(db, tournamentId, row), expected: row.expected })));
  return ranked.filter((row) => row.rank !== row.expected);
}

/** Blocks whose stored count is not the number of rows from their start to the next block's start. */
export async function blockCountMismatches(db: Db, tournamentId: number): Promise<{ start_user_id: string; row_count: number; counted: number }[]> {
  const { rows } = await sql<{ start_user_id: string; row_count: number; counted: number }>`
    SELECT start_user_id, row_count, counted FROM (
      SELECT block.start_user_id, block.row_count,
             (SELECT count(*)::integer FROM leaderboard_rows row
               WHERE row.tournament_id = block.tournament_id
                 AND (-row.total_score, row.computed, row.user_id) >= (block.start_score, block.start_computed, block.start_user_id)
                 AND (next_score IS NULL OR (-row.total_score, row.computed, row.user_id) < (next_score, next_computed, next_user_id))) AS counted
        FROM (SELECT *, lead(start_score) OVER w AS next_score, lead(start_computed) OVER w AS next_computed, lead(start_user_id) OVER w AS next_user_id
                FROM leaderboard_rank_blocks WHERE tournament_id = ${tournamentId}
              WINDOW w AS (ORDER BY start_score, start_computed, start_user_id)) AS block) AS checked
     WHERE row_count <> counted`.execute(db);
  return rows;
}

/** user_id of each rank, best first. */
export async function idsInRankOrder(db: Db, tournamentId: number): Promise<string[]> {
  const rows = await db.selectFrom('leaderboard_rows').select('user_id').where('tournament_id', '=', tournamentId).orderBy(RANK_ORDER).execute();
  return rows.map((row) => row.user_id);
}

/** One stored row and its rank, or a failed test when the player is not on the leaderboard. */
export async function storedRow(db: Db, tournamentId: number, userId: string) {
  const row = await db.selectFrom('leaderboard_rows').selectAll().where('tournament_id', '=', tournamentId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return { ...row, rank: await rankOf(db, tournamentId, row) };
}
