/** The auth feature's face to other features: the session's events and state, and what a new tab's sign-in needs. */
export { selectSessionEnded, selectSignInUnreachable } from './authSelectors';
export { signedIn, signedOut } from './authSlice';
export { signInForNewTab, type NewTabSignIn } from './keycloakClient';
export { openWithSession } from './sessionHandover';
