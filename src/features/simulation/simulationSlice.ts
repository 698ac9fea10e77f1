import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LeaderboardRow } from '../../api/leaderboard';
import type { SimulationResult } from '../../api/simulation';
import { defaultSimulationWindow, type SimulationWindow } from '../../domain/simulationWindow';
import type { Text } from '../../i18n/text';
import { pageClosed, tournamentOpened } from '../openedTournament';

/** idle: nothing run yet in this panel; canceled: the last run was stopped before it answered. */
export type SimulationStatus = 'idle' | 'running' | 'done' | 'failed' | 'canceled';

/** What a finished run replayed: its window, and the fingerprint of its whole request (form, boosters, window). */
export interface SimulationRun {
  window: SimulationWindow;
  requestFingerprint: string;
}

/** A finished run's figures, apart from its rows, and what it replayed. */
export type SimulationOutcome = Omit<SimulationResult, 'rows'> & SimulationRun;

/** The Simulate panel of the tournament page: the window picked, the run, and the projected top 100 as rows. */
export interface SimulationState extends EntityState<LeaderboardRow, string> {
  panelOpen: boolean;
  /** The tournament the panel was opened on: reopening it keeps the window and the last result. */
  tournamentId: number | null;
  window: SimulationWindow;
  status: SimulationStatus;
  /** Seconds since the run in flight started, counted by its saga. */
  elapsedSeconds: number;
  error: Text | null;
  outcome: SimulationOutcome | null;
}

export const simulatedRowsAdapter = createEntityAdapter<LeaderboardRow, string>({
  selectId: (row) => row.user_id,
  sortComparer: (a, b) => a.rank - b.rank,
});

const initialState: SimulationState = simulatedRowsAdapter.getInitialState({
  panelOpen: false,
  tournamentId: null,
  window: { from: '', to: '' },
  status: 'idle',
  elapsedSeconds: 0,
  error: null,
  outcome: null,
});

/** A run in flight was stopped: by its Cancel button, or by closing the panel. */
function stopRunning(state: SimulationState) {
  if (state.status === 'running') state.status = 'canceled';
}

export const simulationSlice = createSlice({
  name: 'simulation',
  initialState,
  reducers: {
    panelOpened: {
      reducer: (state, { payload }: PayloadAction<{ tournamentId: number; now: string }>) => {
        if (state.tournamentId === payload.tournamentId) {
          state.panelOpen = true;
          return state;
        }
        return { ...initialState, panelOpen: true, tournamentId: payload.tournamentId, window: defaultSimulationWindow(new Date(payload.now)) };
      },
      // The clock is read when the action is made, so the reducer stays pure and replays the same way.
      prepare: (tournamentId: number, now: Date = new Date()) => ({ payload: { tournamentId, now: now.toISOString() } }),
    },
    panelClosed: (state) => {
      state.panelOpen = false;
      stopRunning(state);
    },
    windowChosen: (state, { payload }: PayloadAction<SimulationWindow>) => {
      state.window = payload;
    },
    runRequested: (state) => {
      simulatedRowsAdapter.removeAll(state);
      state.status = 'running';
      state.elapsedSeconds = 0;
      state.error = null;
      state.outcome = null;
    },
    runProgressed: (state, { payload }: PayloadAction<{ elapsedSeconds: number }>) => {
      state.elapsedSeconds = payload.elapsedSeconds;
    },
    runCancelRequested: stopRunning,
    simulationFinished: (state, { payload: { result, ...run } }: PayloadAction<{ result: SimulationResult } & SimulationRun>) => {
      const { rows, ...figures } = result;
      simulatedRowsAdapter.setAll(state, rows);
      state.status = 'done';
      state.outcome = { ...figures, ...run };
    },
    simulationFailed: (state, { payload }: PayloadAction<{ message: Text }>) => {
      state.status = 'failed';
      state.error = payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another tournament's page, or none: its window and result are not this one's.
    builder.addCase(tournamentOpened, () => initialState).addCase(pageClosed, () => initialState);
  },
});

export const { panelOpened, panelClosed, windowChosen, runRequested, runProgressed, runCancelRequested, simulationFinished, simulationFailed } = simulationSlice.actions;
export const simulationReducer = simulationSlice.reducer;

/** The simulation slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectSimulationSlice = (state: { simulation?: SimulationState }): SimulationState => state.simulation ?? initialState;
