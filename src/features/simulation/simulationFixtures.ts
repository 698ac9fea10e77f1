import { stateAfter } from '../../../test/stateAfter';
import type { Action } from '@reduxjs/toolkit';
import type { LeaderboardRow } from '../../api/leaderboard';
import type { SimulationResult } from '../../api/simulation';
import type { RootState } from '../../../test/allFeatures';
import { BonusType } from '../../domain/enums';
import type { Tournament } from '../../domain/tournament';
import { tournamentLoaded } from '../editor/editorSlice';
import { aDraft } from '../boosters/boosterFixtures';
import { fingerprint } from '../../lib/fingerprint';
import { tournamentOpened } from '../openedTournament';
import { selectSimulationRequest } from './simulationSelectors';
import { panelOpened, simulationFinished } from './simulationSlice';

export { aDraft };

/** The window the tests replay: the 7 days before 1 June 2026, 12:00 UTC. */
export const A_WINDOW = { from: '2026-05-25T12:00:00.000Z', to: '2026-06-01T12:00:00.000Z' };

export const aSimulatedRow = (rank: number, total_score = 1000 - rank): LeaderboardRow => ({
  rank,
  user_id: `player-${rank}`,
  user_name: `Player ${rank}`,
  total_score,
  computed: '2026-06-01T11:59:00.000Z',
});

/**
 * A replay of 4 events by 3 players: tier 1 (100 lei to rank 1), tier 2 (10 free spins to ranks 2-5,
 * reaching the 2 left), tier 3 (an item to ranks 6-10, reaching nobody).
 */
export const aSimulationResult = (): SimulationResult => ({
  events: 4,
  players: 3,
  rows: [aSimulatedRow(2), aSimulatedRow(1), aSimulatedRow(3)],
  prizes: [
    { rank_min: 1, rank_max: 1, players: 1, bonus: { type: BonusType.BonusMoney, code: 'CASH100', name: '' }, value: 100, cost: { lei: 100, free_spins: 0, items: 0 } },
    { rank_min: 2, rank_max: 5, players: 2, bonus: { type: BonusType.FreeSpins, code: 'FS10', name: 'Ten spins' }, value: 10, cost: { lei: 0, free_spins: 20, items: 0 } },
    { rank_min: 6, rank_max: 10, players: 0, bonus: { type: BonusType.Items, code: 'MUG', name: 'A mug' }, value: 1, cost: { lei: 0, free_spins: 0, items: 0 } },
  ],
  total_cost: { lei: 100, free_spins: 20, items: 0 },
  boosters_changing_nothing: [],
  queuedSeconds: 0,
});

export const anEmptyResult = (): SimulationResult => ({ events: 0, players: 0, rows: [], prizes: [], total_cost: { lei: 0, free_spins: 0, items: 0 }, boosters_changing_nothing: [], queuedSeconds: 0 });

/** The store's state with `tournament`'s page open, then `actions`. */
export const stateOnPage = (tournament: Tournament, ...actions: Action[]): RootState => stateAfter(tournamentOpened(tournament.id), tournamentLoaded(tournament), ...actions);

/** `tournament`'s page with the Simulate panel open on A_WINDOW. */
export const stateWithPanel = (tournament: Tournament, ...actions: Action[]): RootState =>
  stateOnPage(tournament, panelOpened(tournament.id, new Date(A_WINDOW.to)), ...actions);

/** The run of `state`'s request (its form, boosters and window) finished with `result`. */
export const runFinishedOn = (state: RootState, result = aSimulationResult()) =>
  simulationFinished({ result, window: state.simulation.window, requestFingerprint: fingerprint(selectSimulationRequest(state)) });
