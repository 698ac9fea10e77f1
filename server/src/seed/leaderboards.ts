import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoLeaderboard } from './demoTournament';
import { playerId, playerIdSql } from './players';

export interface LeaderboardPeriod {
  tournamentId: number;
  start: Date;
  /** Scores were last computed no later than this: the end, or now for a running tournament. */
  lastComputed: Date;
}

const ADJUSTMENTS = [
  { score: 1500, note: 'Goodwill: spins lost in the provider outage on Tuesday evening' },
  { score: -250, note: 'Reversed: bets placed during a pricing error' },
  { score: 5000, note: 'Compensation for a disconnected live session (ticket #48213)' },
  { score: -1000, note: 'Correction: one deposit was counted twice' },
  { score: 750, note: 'VIP manager: welcome back bonus points' },
  { score: 300, note: 'Missing round from the game provider report' },
];

/** An adjustment as scoring needs it. */
export interface SeededAdjustment {
  user_id: string;
  score: number;
  adjusted_at: Date;
}

/** A few manual adjustments, spread over the leaderboard, made by the default staff account. */
export async function seedScoreAdjustments(db: Kysely<Database>, board: DemoLeaderboard, period: LeaderboardPeriod): Promise<SeededAdjustment[]> {
  const count = Math.min(board.adjustments ?? 0, ADJUSTMENTS.length);
  if (count === 0 || board.size === 0) return [];
  const span = period.lastComputed.getTime() - period.start.getTime();
  return db
    .insertInto('score_adjustments')
    .values(
      ADJUSTMENTS.slice(0, count).map(({ score, note }, k) => ({
        tournament_id: period.tournamentId,
        user_id: playerId(board.firstPlayer + Math.floor((board.size * (k + 1)) / (count + 1))),
        score,
        note,
        adjusted_by: 'admin',
        adjusted_at: new Date(period.start.getTime() + (span * (k + 1)) / (count + 1)),
      })),
    )
    .returning(['user_id', 'score', 'adjusted_at'])
    .execute();
}

/**
 * A deterministic uniform number in [0, 1) per tournament, player (g.n) and purpose: a multiplicative
 * hash, so seeds repeat (no random()) and a million cost no more than arithmetic.
 */
const uniform = (tournamentId: number, multiplier: number) =>
  sql<number>`(((g.n + ${tournamentId * 7919}::bigint) * ${multiplier}::bigint) % 4294967296)::float8 / 4294967296`;
const SCORE_HASH = 2654435761;
const COMPUTED_HASH = 2246822519;

/**
 * One set-based insert per leaderboard, so a million rows take seconds: long-tailed scores (plus the
 * player's adjustments) and a computed time within the period; the caller cuts the rank blocks once the
 * board's indexes are back (recomputeRanks). Scores are rounded and summed in numeric, as scoring keeps them
 * (decision 113): a float8 sum would store 16.08 - 250 as -233.92000000000002.
 */
export async function seedLeaderboard(db: Kysely<Database>, board: DemoLeaderboard, period: LeaderboardPeriod): Promise<void> {
  await seedScoreAdjustments(db, board, period);
  const { tournamentId, start, lastComputed } = period;
  const curve = sql`power(${uniform(tournamentId, SCORE_HASH)}, 3) * ${board.topScore}`;
  const baseScore = board.wholeScores ? sql`floor(${curve})::numeric` : sql`round((${curve})::numeric, 2)`;
  await sql`
    INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed)
    SELECT ${tournamentId}, s.user_id, s.user_name, s.total_score, s.computed
    FROM (
      SELECT p.id AS user_id, p.user_name,
             (${baseScore} + coalesce(a.score, 0))::float8 AS total_score,
             date_trunc('milliseconds', ${start}::timestamptz + ${uniform(tournamentId, COMPUTED_HASH)} * (${lastComputed}::timestamptz - ${start}::timestamptz)) AS computed
      FROM generate_series(${board.firstPlayer}::int, ${board.firstPlayer + board.size - 1}::int) AS g (n)
      JOIN players p ON p.id = ${playerIdSql(sql`g.n`)}
      LEFT JOIN (
        SELECT user_id, sum(score::numeric) AS score FROM score_adjustments WHERE tournament_id = ${tournamentId} GROUP BY user_id
      ) a ON a.user_id = p.id
    ) s`.execute(db);
}

/**
 * A generated board's players count as assigned by staff from the tournament's start, as migration 008 counts
 * players already on a board: with no opt-in events behind them, an Opt-In Required board keeps scoring them.
 */
export async function assignBoardFromStart(db: Kysely<Database>, tournamentId: number): Promise<void> {
  await sql`
    INSERT INTO tournament_players (tournament_id, user_id, assigned_at)
    SELECT board.tournament_id, board.user_id, tournaments.start_at
      FROM leaderboard_rows board JOIN tournaments ON tournaments.id = board.tournament_id
     WHERE board.tournament_id = ${tournamentId}`.execute(db);
}
