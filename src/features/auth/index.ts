/** The auth feature's face to other features: what they may use of the sign-in. */
export { signInForNewTab, type NewTabSignIn } from './keycloakClient';
export { openWithSession } from './sessionHandover';
