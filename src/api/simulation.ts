/** POST /api/tournaments/simulate (engine spec §4): a tournament's rules replayed over past events, nothing stored. */
import type { BonusType } from '../domain/enums';
import type { PrizeCost } from '../domain/prizeCost';
import type { SimulationWindow } from '../domain/simulationWindow';
import type { Booster, Tournament } from '../domain/tournament';
import { apiRequest } from './client';
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
}

export function simulateTournament(request: SimulationRequest, signal: AbortSignal): Promise<SimulationResult> {
  return apiRequest<SimulationResult>('POST', '/api/tournaments/simulate', { signal, body: request });
}
