import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectSignedInUser = (state: WithAuth) => state.auth.user;
export const selectAuthError = (state: WithAuth) => state.auth.error;
export const selectSessionEnded = (state: WithAuth) => state.auth.sessionEnded;
export const selectSignInUnreachable = (state: WithAuth) => state.auth.signInUnreachable;
