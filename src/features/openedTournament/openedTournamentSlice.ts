import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which tournament the page shows: every tab of the tournament page, the editor among them, reads it here, and
 * each feature's slice resets on the page's events (tournamentOpened, pageClosed) without importing the editor.
 */
export interface OpenedTournamentState {
  /** The tournament whose page is open, 'new' on /create, null when no tournament page is open. */
  opened: number | 'new' | null;
}

const initialState: OpenedTournamentState = { opened: null };

export const openedTournamentSlice = createSlice({
  name: 'openedTournament',
  initialState,
  reducers: {
    /** /create opened: the clock is read when the action is made, so reducers stay pure and replay the same way. */
    createOpened: {
      reducer: (_state, _action: PayloadAction<{ now: string }>) => ({ opened: 'new' as const }),
      prepare: () => ({ payload: { now: new Date().toISOString() } }),
    },
    tournamentOpened: (_state, { payload }: PayloadAction<number>) => ({ opened: payload }),
    pageClosed: () => initialState,
  },
});

export const { createOpened, tournamentOpened, pageClosed } = openedTournamentSlice.actions;
export const openedTournamentReducer = openedTournamentSlice.reducer;

/** In the root reducer from the start (src/app/rootReducer.ts): every tab reads it, and it is one field. */
export type WithOpenedTournament = { openedTournament?: OpenedTournamentState };

/** The tournament whose page is open: 'new' on /create, null when none (nor before the slice is injected). */
export const selectOpened = (state: WithOpenedTournament) => state.openedTournament?.opened ?? null;
export const selectIsNew = (state: WithOpenedTournament) => selectOpened(state) === 'new';
