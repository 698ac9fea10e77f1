import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { HistoryAction, HistoryEntry, ScoreAdjustmentEntry } from '../../domain/tournamentHistory';

export type HistoryLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Entries per page of the History tab. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilter {
  /** A staff member's id (or 'server'); null: everyone. */
  actor: string | null;
  action: HistoryAction | null;
}

/** The adjustments of the one player whose list is open on the Leaderboard tab. */
export interface PlayerAdjustmentsState extends EntityState<ScoreAdjustmentEntry, number> {
  tournamentId: number | null;
  playerId: string | null;
  status: HistoryLoadStatus;
  error: string | null;
}

export interface HistoryState extends EntityState<HistoryEntry, number> {
  /** The tournament whose history this is (null before the tab first opens). */
  tournamentId: number | null;
  status: HistoryLoadStatus;
  error: string | null;
  /** 1-based, as the pager counts. */
  page: number;
  /** Entries the filter matches on the server, over all pages. */
  total: number;
  filter: HistoryFilter;
  /** Everyone seen in this tournament's history so far, id to name: the person filter's choices. */
  actors: Record<string, string>;
  adjustments: PlayerAdjustmentsState;
}

/** Newest first, as the server answers: ids grow with every entry. */
export const historyAdapter = createEntityAdapter<HistoryEntry>({ sortComparer: (a, b) => b.id - a.id });
export const adjustmentsAdapter = createEntityAdapter<ScoreAdjustmentEntry>({ sortComparer: (a, b) => b.id - a.id });

const noAdjustments: PlayerAdjustmentsState = adjustmentsAdapter.getInitialState({ tournamentId: null, playerId: null, status: 'idle', error: null });

const initialState: HistoryState = historyAdapter.getInitialState({
  tournamentId: null,
  status: 'idle',
  error: null,
  page: 1,
  total: 0,
  filter: { actor: null, action: null },
  actors: {},
  adjustments: noAdjustments,
});

function startLoading(state: HistoryState) {
  state.status = 'loading';
  state.error = null;
}

export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {
    tabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      // Another tournament's entries, page and filter never show on this one's tab.
      if (state.tournamentId !== tournamentId) return { ...initialState, adjustments: state.adjustments, tournamentId, status: 'loading' };
      startLoading(state);
    },
    tabClosed: (state) => {
      // Its load is cancelled with the tab: nothing would end the loading state otherwise.
      if (state.status === 'loading') state.status = 'idle';
    },
    refreshRequested: startLoading,
    pageChanged: (state, { payload }: PayloadAction<number>) => {
      state.page = payload;
      startLoading(state);
    },
    filterChanged: (state, { payload }: PayloadAction<Partial<HistoryFilter>>) => {
      state.filter = { ...state.filter, ...payload };
      state.page = 1;
      startLoading(state);
    },
    pageLoaded: (state, { payload }: PayloadAction<{ entries: HistoryEntry[]; total: number }>) => {
      historyAdapter.setAll(state, payload.entries);
      state.total = payload.total;
      state.status = 'loaded';
      for (const { actor } of payload.entries) state.actors[actor.id] = actor.name;
    },
    loadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      historyAdapter.removeAll(state);
      state.status = 'failed';
      state.error = payload.message;
    },
    adjustmentsOpened: (state, { payload }: PayloadAction<{ tournamentId: number; playerId: string }>) => {
      state.adjustments = { ...noAdjustments, ...payload, status: 'loading' };
    },
    adjustmentsClosed: (state) => {
      state.adjustments = noAdjustments;
    },
    adjustmentsLoaded: (state, { payload }: PayloadAction<ScoreAdjustmentEntry[]>) => {
      adjustmentsAdapter.setAll(state.adjustments, payload);
      state.adjustments.status = 'loaded';
    },
    adjustmentsLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.adjustments.status = 'failed';
      state.adjustments.error = payload.message;
    },
  },
});

export const {
  tabOpened,
  tabClosed,
  refreshRequested,
  pageChanged,
  filterChanged,
  pageLoaded,
  loadFailed,
  adjustmentsOpened,
  adjustmentsClosed,
  adjustmentsLoaded,
  adjustmentsLoadFailed,
} = historySlice.actions;
export const historyReducer = historySlice.reducer;

/** The history slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectHistorySlice = (state: { history?: HistoryState }): HistoryState => state.history ?? initialState;
