/** Reading a board's places through the HTTP API, and the event that scores on it, for the figures that move players. */
import { sql } from 'kysely';
import { AMOUNT_MAX } from '../../src/domain/inputLimits';
import { boostAt, type ScoringBooster } from '../../src/domain/scoring/boosterMultiplier';
import { findBoosters } from '../../server/src/boosters/boosterStore';
import type { DatabaseHandle } from '../../server/src/db/database';
import type { ServerProcess } from './serverProcess';

export interface Place {
  user_id: string;
  total_score: number;
  rank: number;
}

async function getJson<T>(server: ServerProcess, pathname: string): Promise<T | undefined> {
  const { status, text } = await server.get(pathname);
  if (status !== 200) throw new Error(`${pathname} answered ${status}: ${text}`);
  return text ? (JSON.parse(text) as T) : undefined;
}

export async function placeAt(server: ServerProcess, tournamentId: number, skip: number): Promise<Place> {
  const page = await getJson<{ rows: Place[] }>(server, `/api/leaderboard/${tournamentId}?take=1&skip=${skip}`);
  const [row] = page?.rows ?? [];
  if (!row) throw new Error(`no row at skip ${skip}`);
  return row;
}

export async function placeOf(server: ServerProcess, tournamentId: number, userId: string): Promise<Place | undefined> {
  const found = await getJson<{ row: Place; rank: number }>(server, `/api/leaderboard/${tournamentId}/player/${userId}/rank`);
  return found && { ...found.row, rank: found.rank };
}

/**
 * The big board's first wagering condition and the board's boosters: a round on its first game scores its stake
 * times the condition's contribution (Turnover) times the highest booster active at its occurred_at (the
 * flagship's "Weekend double" ×2 on Saturdays, "Lazy Sunday" ×1.5, ...).
 */
export interface ScoringRound {
  game_id: number;
  platform: 'desktop' | 'mobile';
  /** Percent of the stake that counts. */
  contribution: number;
  /** The least stake the condition counts (null: none). */
  min_stake: number | null;
  boosters: ScoringBooster[];
}

export async function scoringRound(handle: DatabaseHandle, tournamentId: number): Promise<ScoringRound> {
  const { rows } = await sql<{ game_id: number; platform: string; contribution: number | null; min_stake: number | null }>`
    SELECT casino_game_ids[1] AS game_id, platform, contribution, min_stake
      FROM wagering_conditions WHERE tournament_id = ${tournamentId} ORDER BY position LIMIT 1`.execute(handle.db);
  const [condition] = rows;
  if (!condition?.contribution) throw new Error('the big board has no wagering condition that counts stakes');
  return {
    game_id: condition.game_id,
    platform: condition.platform === 'mobile' ? 'mobile' : 'desktop',
    contribution: Number(condition.contribution),
    min_stake: condition.min_stake === null ? null : Number(condition.min_stake),
    boosters: await findBoosters(handle.db, tournamentId),
  };
}

/**
 * The stake whose round scores at least `points` at time t under the rules' own booster choice (boostAt), in
 * cents rounded up, and never below the condition's min_stake. Before 2026-11-29 the stake was the points
 * themselves: with a booster active, a move to first scored ×1.5 or ×2 the gap, the top's lead grew by as much
 * each run, and after 12–20 runs the stake passed the API's bound (AMOUNT_MAX).
 */
export function stakeFor(round: ScoringRound, points: number, t: number): { stake: number; multiplier: number } {
  const { multiplier } = boostAt(round.boosters, t);
  const perStake = (round.contribution / 100) * multiplier;
  const stake = Math.max(round.min_stake ?? 0, Math.ceil((points / perStake) * 100) / 100);
  if (stake > AMOUNT_MAX) throw new Error(`${points} points need a stake of ${stake}, above the API's bound of ${AMOUNT_MAX}`);
  return { stake, multiplier };
}

/**
 * The events that give a player at least `points` on the board: an opt-in (so that an opt-in tournament counts
 * them; send it first, untimed) and one casino round whose stake scores the points (stakeFor, at the moment they
 * are made, which is their occurred_at); serialised, ids made from `idPrefix`. `multiplier` is the booster's.
 */
export function scoringEvents(tournament_id: number, round: ScoringRound, userId: string, points: number, idPrefix: string): { optIn: string; scoring: string; multiplier: number } {
  const now = Date.now();
  const occurred_at = new Date(now).toISOString();
  const { stake, multiplier } = stakeFor(round, points, now);
  const { game_id, platform } = round;
  return {
    optIn: JSON.stringify([{ id: `${idPrefix}-opt-in`, type: 'opt_in', user_id: userId, occurred_at, tournament_id }]),
    scoring: JSON.stringify([{ id: `${idPrefix}-round`, type: 'casino_round', user_id: userId, game_id, platform, stake, win: 0, occurred_at }]),
    multiplier,
  };
}
