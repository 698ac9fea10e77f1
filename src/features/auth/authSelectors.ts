import type { AuthState } from './authSlice';

type WithAuth = { auth: AuthState };

export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectSignedInUser = (state: WithAuth) => state.auth.user;
export const selectAuthError = (state: WithAuth) => state.auth.error;
