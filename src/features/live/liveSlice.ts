import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveBoardChange, LiveBoardEnd } from '../../api/liveBoards';
import type { TournamentStatus } from '../../domain/enums';
import type { Text } from '../../i18n/text';

/** Who follows live boards: the Leaderboard tab (one board) or the Running list (its cards' boards). */
export type LiveFeed = 'leaderboard' | 'running';

/**
 * off: nothing followed; connecting: the stream is being opened; live: it delivers; reconnecting: it
 * dropped and the next attempt waits its backoff; ended: every followed tournament ended.
 */
export type LiveConnectionStatus = 'off' | 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface LiveConnection {
  status: LiveConnectionStatus;
  /** Why the stream last dropped, while reconnecting. */
  error: Text | null;
}

/** The last state a stream told of a board; `ended` is its status once it stopped being In Progress. */
export interface LiveBoard extends LiveBoardChange {
  ended: TournamentStatus | null;
}

export interface LiveState extends EntityState<LiveBoard, number> {
  connections: Record<LiveFeed, LiveConnection>;
}

export const liveBoardsAdapter = createEntityAdapter<LiveBoard, number>({ selectId: (board) => board.tournament_id });

const off: LiveConnection = { status: 'off', error: null };

const initialState: LiveState = liveBoardsAdapter.getInitialState({ connections: { leaderboard: off, running: off } });

type FeedPayload<Fields = object> = PayloadAction<{ feed: LiveFeed } & Fields>;

const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveFeedStarted: (state, { payload }: FeedPayload<{ tournamentIds: number[] }>) => {
      state.connections[payload.feed] = { status: 'connecting', error: null };
    },
    liveBoardChanged: (state, { payload: { feed, change } }: FeedPayload<{ change: LiveBoardChange }>) => {
      state.connections[feed] = { status: 'live', error: null };
      const known = state.entities[change.tournament_id];
      // Versions only grow: an older one (a slower server instance after a reconnect) is already shown.
      if (!known || change.version > known.version) liveBoardsAdapter.setOne(state, { ...change, ended: known?.ended ?? null });
    },
    liveBoardEnded: (state, { payload: { end } }: FeedPayload<{ end: LiveBoardEnd }>) => {
      liveBoardsAdapter.updateOne(state, { id: end.tournament_id, changes: { ended: end.status } });
    },
    liveConnectionLost: (state, { payload }: FeedPayload<{ message: Text; retryInMs: number }>) => {
      state.connections[payload.feed] = { status: 'reconnecting', error: payload.message };
    },
    /** `ended`: every followed board ended; otherwise its screen was left. */
    liveFeedStopped: (state, { payload }: FeedPayload<{ ended: boolean }>) => {
      state.connections[payload.feed] = payload.ended ? { status: 'ended', error: null } : off;
    },
  },
});

export const { liveFeedStarted, liveBoardChanged, liveBoardEnded, liveConnectionLost, liveFeedStopped } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;
