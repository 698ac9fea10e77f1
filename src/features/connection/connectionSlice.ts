import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ConnectionState {
  /**
   * A request found no answer from the API server (the network is down, the server stopped or restarts), or the
   * browser said it went offline: the banner shows and the connection saga tries the server again with backoff.
   */
  serverUnreachable: boolean;
}

const initialState: ConnectionState = { serverUnreachable: false };

/** Events of the connection to the API server; the sign-in's (token refresh) are the auth feature's. */
const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    serverLost: (state) => {
      state.serverUnreachable = true;
    },
    serverReached: (state) => {
      state.serverUnreachable = false;
    },
    /** A try of the server while it was lost found no answer again; the next waits longer. */
    serverProbeFailed: (_state, _action: PayloadAction<{ message: string }>) => undefined,
    /** The browser has a network again: the server is tried at once rather than after the wait. */
    browserOnline: () => undefined,
    /** 'Try now' on the banner. */
    retryNowRequested: () => undefined,
  },
});

export const { serverLost, serverReached, serverProbeFailed, browserOnline, retryNowRequested } = connectionSlice.actions;
export const connectionReducer = connectionSlice.reducer;

export const selectServerUnreachable = (state: { connection: ConnectionState }) => state.connection.serverUnreachable;
