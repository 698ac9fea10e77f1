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
}

const initialState: AuthState = { status: 'initializing', user: null, error: null };

/** Actions are what the identity provider reported; the keycloak client module dispatches them. */
const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (_state, action: PayloadAction<SignedInUser>) => ({ status: 'signedIn', user: action.payload, error: null }),
    tokenRefreshed: (state, action: PayloadAction<SignedInUser>) => {
      state.user = action.payload;
    },
    signInFailed: (_state, action: PayloadAction<{ message: Text }>) => ({
      status: 'failed',
      user: null,
      error: action.payload.message,
    }),
    tokenExpired: () => undefined,
    tokenRefreshFailed: (_state, _action: PayloadAction<{ message: Text }>) => undefined,
    // The token was cleared (refresh refused, logout elsewhere); login-required starts a new login.
    signedOut: () => initialState,
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
  signedOut,
  signOutRequested,
  adminRecordingFailed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
