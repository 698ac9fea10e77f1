import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Text } from '../../i18n/text';
import type { SignedInUser } from './signedInUser';

/** initializing: the identity provider has not answered yet; failed: the '401 Unauthorized' page. */
export type AuthStatus = 'initializing' | 'signedIn' | 'failed';

export interface AuthState {
  status: AuthStatus;
  user: SignedInUser | null;
  /** Why signing in failed: the identity provider's words, or ours. */
  error: Text | null;
  /** The identity provider refused the refresh token or ended the session: the user is asked to sign in again. */
  sessionEnded: boolean;
  /** A token refresh found no answer from the identity provider: it is retried with backoff until one comes. */
  signInUnreachable: boolean;
}

const initialState: AuthState = { status: 'initializing', user: null, error: null, sessionEnded: false, signInUnreachable: false };

/** Actions are what the identity provider reported; the keycloak client module dispatches them. */
const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SignedInUser>) => ({ ...initialState, status: 'signedIn', user: action.payload }),
    tokenRefreshed: (state, action: PayloadAction<SignedInUser>) => {
      state.user = action.payload;
      state.signInUnreachable = false;
    },
    signInFailed: (_state, action: PayloadAction<{ message: Text }>) => ({ ...initialState, status: 'failed', error: action.payload.message }),
    tokenExpired: () => undefined,
    tokenRefreshFailed: (_state, _action: PayloadAction<{ message: Text }>) => undefined,
    /** A refresh found no answer; the auth saga retries it. */
    signInUnreachable: (state) => {
      state.signInUnreachable = true;
    },
    /**
     * The token was cleared: the provider refused the refresh token, or the session ended elsewhere. The console
     * stays, with its unsaved edits, until the user chooses to sign in again.
     */
    signedOut: (state) => {
      state.sessionEnded = true;
      state.signInUnreachable = false;
    },
    signInAgainRequested: () => undefined,
    signOutRequested: () => undefined,
    adminRecordingFailed: (_state, _action: PayloadAction<{ message: string }>) => undefined,
  },
});

export const {
  signedIn,
  tokenRefreshed,
  signInFailed,
  tokenExpired,
  tokenRefreshFailed,
  signInUnreachable,
  signedOut,
  signInAgainRequested,
  signOutRequested,
  adminRecordingFailed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
