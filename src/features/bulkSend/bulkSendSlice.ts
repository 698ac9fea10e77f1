import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OutboxEntry } from '../../domain/outboxEntry';
import { sendAllFinished, type BulkSendScope } from './bulkSendEvents';

export type { BulkSendScope };

/**
 * idle: nothing asked; valuing: the bonus list loads to value the entries; confirming: the question is
 * shown; sending: one entry after another; done: the summary is shown.
 */
export type BulkSendPhase = 'idle' | 'valuing' | 'confirming' | 'sending' | 'done';

export interface BulkSendFailure {
  id: number;
  message: string;
  /** Refused with 409: sent, or being sent, by someone else meanwhile (a colleague, the dispatcher), not failed again. */
  taken: boolean;
}

export interface BulkSendState {
  phase: BulkSendPhase;
  scope: BulkSendScope | null;
  /** The failed entries shown when 'Send all shown' was pressed, in the list's order: what is sent. */
  entries: OutboxEntry[];
  sentIds: number[];
  failures: BulkSendFailure[];
  /** Stop was pressed: the send in flight ends, no other starts. */
  stopping: boolean;
}

const initialState: BulkSendState = { phase: 'idle', scope: null, entries: [], sentIds: [], failures: [], stopping: false };

export const bulkSendSlice = createSlice({
  name: 'bulkSend',
  initialState,
  reducers: {
    sendAllRequested: (state, { payload }: PayloadAction<{ scope: BulkSendScope; entries: OutboxEntry[] }>) => {
      // One run at a time: a press while one is under way changes nothing (the button is disabled too).
      if (state.phase !== 'idle') return state;
      return { ...initialState, phase: 'valuing', scope: payload.scope, entries: payload.entries };
    },
    /** The bonus list arrived or failed (the confirmation values the entries with what there is). */
    valuingEnded: (state) => {
      if (state.phase === 'valuing') state.phase = 'confirming';
    },
    sendAllConfirmed: (state) => {
      if (state.phase === 'confirming') state.phase = 'sending';
    },
    sendAllCanceled: () => initialState,
    entrySent: (state, { payload: id }: PayloadAction<number>) => {
      state.sentIds.push(id);
    },
    entrySendFailed: (state, { payload }: PayloadAction<BulkSendFailure>) => {
      state.failures.push(payload);
    },
    stopRequested: (state) => {
      if (state.phase === 'sending') state.stopping = true;
    },
    summaryClosed: () => initialState,
    /** The page or tab that shows the run closed: the run is cancelled (its send in flight aborted). */
    bulkSendLeft: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(sendAllFinished, (state) => {
      state.phase = 'done';
    });
  },
});

export const {
  sendAllRequested,
  valuingEnded,
  sendAllConfirmed,
  sendAllCanceled,
  entrySent,
  entrySendFailed,
  stopRequested,
  summaryClosed,
  bulkSendLeft,
} = bulkSendSlice.actions;
export const bulkSendReducer = bulkSendSlice.reducer;

/** The bulkSend slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectBulkSendSlice = (state: { bulkSend?: BulkSendState }): BulkSendState => state.bulkSend ?? initialState;
