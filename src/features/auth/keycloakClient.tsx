/**
 * The one module that knows keycloak-js and @react-keycloak/web (the latter is unmaintained: replacing
 * it touches this file only). It turns the provider's events into auth actions and hands out tokens.
 */
import { ReactKeycloakProvider } from '@react-keycloak/web';
import type { UnknownAction } from '@reduxjs/toolkit';
import Keycloak, { type KeycloakInitOptions } from 'keycloak-js';
import type { ComponentProps, PropsWithChildren } from 'react';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { signedIn, signedOut, signInFailed, tokenExpired, tokenRefreshed, tokenRefreshFailed } from './authSlice';
import { userFromToken } from './signedInUser';
import { signInForAnotherTab, type TabTokens } from './tabSignIn';

export interface IdentityProviderConfig {
  url: string;
  realm: string;
  clientId: string;
}

type KeycloakEventHandler = NonNullable<ComponentProps<typeof ReactKeycloakProvider>['onEvent']>;
type KeycloakEvent = Parameters<KeycloakEventHandler>[0];
type KeycloakEventError = Parameters<KeycloakEventHandler>[1];

const messages = defineMessages({
  noAnswer: { id: 'auth.signIn.noAnswer', defaultMessage: 'The identity provider did not answer' },
  notAuthenticated: { id: 'auth.signIn.notAuthenticated', defaultMessage: 'Not authenticated' },
  refreshFailed: { id: 'auth.token.refreshFailed', defaultMessage: 'The token could not be refreshed' },
});

/** Spec §4, §7: login required, PKCE S256, login iframe checked every 5 s, 10 s message timeout. */
const initOptions: KeycloakInitOptions = {
  onLoad: 'login-required',
  pkceMethod: 'S256',
  checkLoginIframe: true,
  checkLoginIframeInterval: 5,
  messageReceiveTimeout: 10_000,
};

/** A token is refreshed when it would expire within this many seconds. */
export const TOKEN_MIN_VALIDITY_SECONDS = 30;

// Under React StrictMode (development) the provider initializes twice; keycloak-js refuses the second.
const SECOND_INIT_MESSAGE = 'can only be initialized once';

let keycloak: Keycloak | undefined;
let providerConfig: IdentityProviderConfig = { url: '', realm: '', clientId: '' };
let startOptions = initOptions;

/**
 * `handedOver`: tokens the tab that opened this one signed in for it (decision 147): keycloak-js starts with them
 * instead of leaving for the provider's /auth; should the provider say the session is over, it signs in as always.
 */
export function createAuthClient(config: IdentityProviderConfig, handedOver?: TabTokens): void {
  keycloak = new Keycloak(config);
  providerConfig = config;
  startOptions = { ...initOptions, ...handedOver };
}

function authClient(): Keycloak {
  if (!keycloak) throw new Error('createAuthClient() must run before the auth client is used');
  return keycloak;
}

/** The provider's own words for what went wrong, when it gave any. */
function describe(error: KeycloakEventError): string | undefined {
  const detail = error as (Partial<Error> & { error?: string; error_description?: string }) | undefined;
  return detail?.error_description || detail?.error || detail?.message || undefined;
}

const failureText = (error: KeycloakEventError): Text => describe(error) ?? messageRef(messages.noAnswer);

/** The action a keycloak event stands for, or undefined when the store need not know. */
export function actionForEvent(event: KeycloakEvent, error: KeycloakEventError, client: Keycloak): UnknownAction | undefined {
  const user = () => userFromToken(client.tokenParsed ?? {}, providerConfig.clientId);
  switch (event) {
    case 'onAuthSuccess':
      return signedIn(user());
    case 'onAuthRefreshSuccess':
      return tokenRefreshed(user());
    case 'onReady':
      return client.authenticated ? undefined : signInFailed({ message: messageRef(messages.notAuthenticated) });
    case 'onInitError':
      return describe(error)?.includes(SECOND_INIT_MESSAGE) ? undefined : signInFailed({ message: failureText(error) });
    case 'onAuthError':
      return signInFailed({ message: failureText(error) });
    case 'onAuthRefreshError':
      return tokenRefreshFailed({ message: messageRef(messages.refreshFailed) });
    case 'onAuthLogout':
      return signedOut();
    case 'onTokenExpired':
      return tokenExpired();
  }
}

/**
 * Once signed in, keycloak-js must never start a login by itself: with login-required it does on any cleared token,
 * even one cleared because a check could not reach the provider, and the page would leave the console (and its
 * unsaved edits) for the browser's error page. The console asks the user instead (SessionEndedDialog), and only when
 * the session is really over.
 */
function leaveLoginToTheConsole(): void {
  authClient().loginRequired = false;
}

/** Starts the sign-in and reports what the identity provider says through `onAction`. */
export function AuthClientProvider({ onAction, children }: PropsWithChildren<{ onAction: (action: UnknownAction) => void }>) {
  const client = authClient();
  const onEvent: KeycloakEventHandler = (event, error) => {
    if (event === 'onAuthSuccess') leaveLoginToTheConsole();
    const action = actionForEvent(event, error, client);
    if (action) onAction(action);
  };
  return (
    // autoRefreshToken off: the auth saga refreshes an expired token and reports a refused refresh.
    <ReactKeycloakProvider authClient={client} initOptions={startOptions} onEvent={onEvent} autoRefreshToken={false}>
      {children}
    </ReactKeycloakProvider>
  );
}

/**
 * The API client's token provider: refreshes a token about to expire before each call. A refused
 * refresh is reported by the provider's onAuthRefreshError event (and a 400 clears the token), so here
 * the request simply goes out without a valid token and fails as '401 - Unauthorized'.
 */
export async function freshToken(): Promise<string | undefined> {
  const client = authClient();
  if (!client.authenticated) return undefined;
  await client.updateToken(TOKEN_MIN_VALIDITY_SECONDS).catch(() => false);
  return client.token;
}

/**
 * What a refresh came to. sessionEnded: the provider refused the refresh token (a 400, invalid_grant; keycloak-js has
 * cleared the tokens and said onAuthLogout) or there is none left; unreachable: no answer, or one that says nothing of
 * the token (a 5xx), so a later try may still succeed.
 */
export type RefreshOutcome = 'refreshed' | 'sessionEnded' | 'unreachable';

/** keycloak-js's NetworkError carries the token endpoint's response; a fetch that failed carries none. */
const refusedByProvider = (error: unknown) => (error as { response?: { status?: unknown } } | undefined)?.response?.status === 400;

/** Refreshes the token now if it expires soon (e.g. it just expired). */
export async function refreshToken(): Promise<RefreshOutcome> {
  const client = authClient();
  if (!client.refreshToken) return 'sessionEnded';
  try {
    await client.updateToken(TOKEN_MIN_VALIDITY_SECONDS);
    return 'refreshed';
  } catch (error) {
    return refusedByProvider(error) ? 'sessionEnded' : 'unreachable';
  }
}

/** A sign-in under way for a tab about to be opened. */
export interface NewTabSignIn {
  tokens: Promise<TabTokens>;
}

/**
 * Starts a silent sign-in for a tab about to be opened (decision 147), to hand over once it is open; rejected when
 * this tab is not signed in itself or the provider wants a form. Never an unhandled rejection: whoever hands it over
 * reads the outcome.
 */
export function signInForNewTab(): NewTabSignIn {
  const { url, realm, clientId } = providerConfig;
  const tokens = authClient().authenticated
    ? signInForAnotherTab({ oidcUrl: `${url}/realms/${encodeURIComponent(realm)}/protocol/openid-connect`, clientId })
    : Promise.reject(new Error('Not signed in'));
  tokens.catch(() => undefined);
  return { tokens };
}

/** The provider's login page, back to this address after it: the page is left, so unsaved edits must be stored first. */
export function signInAgain(): Promise<void> {
  return authClient().login();
}

export function signOut(): Promise<void> {
  return authClient().logout();
}

/**
 * The identity provider's account page, opened in a new tab from the user menu. Built from the
 * configuration (keycloak-js's createAccountUrl needs a finished init), with Keycloak's referrer back.
 */
export function accountSettingsUrl(): string {
  const { url, realm, clientId } = providerConfig;
  const referrer = new URLSearchParams({ referrer: clientId, referrer_uri: window.location.href });
  return `${url}/realms/${encodeURIComponent(realm)}/account?${referrer}`;
}
