import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxEntry } from '../../domain/outboxEntry';

/** idle: never loaded, or its load was abandoned when the page closed. */
export type UnsentListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The navbar badge's count: null until the first answer; `failed` when the latest load failed. */
export interface UnsentCountState {
  value: number | null;
  failed: boolean;
}

export interface UnsentState extends EntityState<OutboxEntry, number> {
  status: UnsentListStatus;
  error: string | null;
  search: string;
  /** Ids of the entries being sent (an array: state stays plain data). */
  sendingIds: number[];
  count: UnsentCountState;
}

/** Spec §2: newest created first; the id breaks ties the way the server does. */
export const unsentAdapter = createEntityAdapter<OutboxEntry>({
  sortComparer: (a, b) => b.created.localeCompare(a.created) || b.id - a.id,
});

const initialState: UnsentState = unsentAdapter.getInitialState({
  status: 'idle',
  error: null,
  search: '',
  sendingIds: [],
  count: { value: null, failed: false },
});

function startLoading(state: UnsentState) {
  state.status = 'loading';
  state.error = null;
}

function stopSending(state: UnsentState, id: number) {
  state.sendingIds = state.sendingIds.filter((sending) => sending !== id);
}

const unsentSlice = createSlice({
  name: 'unsent',
  initialState,
  reducers: {
    listOpened: startLoading,
    refreshRequested: startLoading,
    listClosed: (state) => {
      // Its load is cancelled with the page: nothing will end the loading state otherwise.
      if (state.status === 'loading') state.status = 'idle';
    },
    listLoaded: (state, { payload }: PayloadAction<OutboxEntry[]>) => {
      unsentAdapter.setAll(state, payload);
      state.status = 'loaded';
    },
    listLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      // Spec §8: the alert comes with an empty list, never with stale rows.
      unsentAdapter.removeAll(state);
      state.status = 'failed';
      state.error = payload.message;
    },
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.search = payload;
    },
    sendRequested: (state, { payload }: PayloadAction<OutboxEntry>) => {
      if (!state.sendingIds.includes(payload.id)) state.sendingIds.push(payload.id);
    },
    // The list reloads next (the sagas take this event as a reload), so the loading state starts here.
    bonusSent: (state, { payload }: PayloadAction<OutboxEntry>) => {
      stopSending(state, payload.id);
      startLoading(state);
    },
    sendFailed: (state, { payload }: PayloadAction<{ id: number; message: string }>) => {
      stopSending(state, payload.id);
    },
    /** A bonus was picked for an entry whose own cannot be sent (issue 27): its buttons wait for the replacement and the send. */
    codeReplacementChosen: (state, { payload }: PayloadAction<{ entry: OutboxEntry; code: string }>) => {
      if (!state.sendingIds.includes(payload.entry.id)) state.sendingIds.push(payload.entry.id);
    },
    /** The server gave the entry its new code; its send follows (sendRequested), so the row stays busy. */
    codeReplaced: (state, { payload }: PayloadAction<OutboxEntry>) => {
      const entry = state.entities[payload.id];
      if (entry) entry.bonus_code = payload.bonus_code;
    },
    codeReplacementFailed: (state, { payload }: PayloadAction<{ id: number; message: string }>) => {
      stopSending(state, payload.id);
    },
    countLoaded: (state, { payload }: PayloadAction<number>) => {
      state.count = { value: payload, failed: false };
    },
    countLoadFailed: (state, _action: PayloadAction<{ message: string }>) => {
      state.count.failed = true;
    },
  },
});

export const {
  listOpened,
  refreshRequested,
  listClosed,
  listLoaded,
  listLoadFailed,
  searchChanged,
  sendRequested,
  bonusSent,
  sendFailed,
  codeReplacementChosen,
  codeReplaced,
  codeReplacementFailed,
  countLoaded,
  countLoadFailed,
} = unsentSlice.actions;
export const unsentReducer = unsentSlice.reducer;
