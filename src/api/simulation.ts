/** POST /api/tournaments/simulate (engine spec §4): a tournament's rules replayed over past events, nothing stored. */
import type { BonusType } from '../domain/enums';
import type { PrizeCost } from '../domain/prizeCost';
import type { SimulationWindow } from '../domain/simulationWindow';
import type { Booster, Tournament } from '../domain/tournament';
import { apiRequestWithHeaders } from './client';
import type { LeaderboardRow } from './leaderboard';

/**
 * The tournament as the editor saves it, unsaved edits included, and the window to replay. `boosters`
 * carries the editor's boosters (unsaved ones included) when it holds them; without it the server reads
 * the tournament's stored boosters.
 */
export interface SimulationRequest extends SimulationWindow {
  tournament: Tournament;
  boosters?: Booster[];
}

/** One tier of the request, in its order, with the players the projected board would reward. */
export interface SimulatedPrize {
  rank_min: number;
  rank_max: number;
  players: number;
  bonus: { type: BonusType; code: string; name: string };
  value: number;
  cost: PrizeCost;
}

export interface SimulationResult {
  /** Events read in the window. */
  events: number;
  /** Players on the projected board. */
  players: number;
  /** The projected board's first 100 rows in rank order. */
  rows: LeaderboardRow[];
  prizes: SimulatedPrize[];
  total_cost: PrizeCost;
  /**
   * The places (1 first) of the replayed boosters that multiply by ×1 and so change nothing (issue 27): the body's,
   * else the stored ones. Our server's extension: absent from an API that follows the engine spec alone.
   */
  boosters_changing_nothing?: number[];
  /** Whole seconds the run waited for other simulations to finish before it started (0: it started at once). */
  queuedSeconds: number;
}

/** The wait the server names in Server-Timing (`queue;dur=<ms>`), in whole seconds; 0 without one. */
export function queuedSecondsOf(serverTiming: string | null): number {
  const ms = /(?:^|,)\s*queue;dur=(\d+(?:\.\d+)?)/.exec(serverTiming ?? '')?.[1];
  return ms === undefined ? 0 : Math.floor(Number(ms) / 1000);
}

/**
 * A run past the server's limits waits its turn there (the answer comes later and says how long it waited), or is
 * refused with 429 and a message saying when to try again.
 */
export async function simulateTournament(request: SimulationRequest, signal: AbortSignal): Promise<SimulationResult> {
  const { body, headers } = await apiRequestWithHeaders<Omit<SimulationResult, 'queuedSeconds'>>('POST', '/api/tournaments/simulate', { signal, body: request });
  return { ...body, queuedSeconds: queuedSecondsOf(headers.get('server-timing')) };
}
