import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxEntry } from '../../domain/outboxEntry';

/** idle: never loaded, or its load was abandoned when the tab closed. */
export type OutboxLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BonusOutboxState extends EntityState<OutboxEntry, number> {
  /** The tournament whose entries these are (null before the tab first opens); Refresh reloads it. */
  tournamentId: number | null;
  status: OutboxLoadStatus;
  error: string | null;
  search: string;
  onlyFailed: boolean;
}

/** Spec §2: rows by rank ascending; the id keeps equal ranks in a stable order. */
export const bonusOutboxAdapter = createEntityAdapter<OutboxEntry>({
  sortComparer: (a, b) => a.rank - b.rank || a.id - b.id,
});

const initialState: BonusOutboxState = bonusOutboxAdapter.getInitialState({
  tournamentId: null,
  status: 'idle',
  error: null,
  search: '',
  onlyFailed: false,
});

function startLoading(state: BonusOutboxState) {
  state.status = 'loading';
  state.error = null;
}

export const bonusOutboxSlice = createSlice({
  name: 'bonusOutbox',
  initialState,
  reducers: {
    tabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      // Another tournament's rows, search and filter never show on this one's tab.
      if (state.tournamentId !== tournamentId) return { ...initialState, tournamentId, status: 'loading' };
      startLoading(state);
    },
    refreshRequested: startLoading,
    tabClosed: (state) => {
      // Its load is cancelled with the tab: nothing will end the loading state otherwise.
      if (state.status === 'loading') state.status = 'idle';
    },
    listLoaded: (state, { payload }: PayloadAction<OutboxEntry[]>) => {
      bonusOutboxAdapter.setAll(state, payload);
      state.status = 'loaded';
    },
    listLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      // The error row stands alone: stale entries are not shown under it.
      bonusOutboxAdapter.removeAll(state);
      state.status = 'failed';
      state.error = payload.message;
    },
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.search = payload;
    },
    onlyFailedChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.onlyFailed = payload;
    },
  },
});

export const { tabOpened, refreshRequested, tabClosed, listLoaded, listLoadFailed, searchChanged, onlyFailedChanged } = bonusOutboxSlice.actions;
export const bonusOutboxReducer = bonusOutboxSlice.reducer;

/** The bonusOutbox slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectBonusOutboxSlice = (state: { bonusOutbox?: BonusOutboxState }): BonusOutboxState => state.bonusOutbox ?? initialState;
