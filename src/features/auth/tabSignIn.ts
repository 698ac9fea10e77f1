/**
 * A sign-in of its own for a tab this one is about to open (decision 147), made here, where the provider's session is
 * already known, so that the new tab need not leave for the provider's /auth and come back before it can start.
 *
 * It is the provider's ordinary code flow, silent (prompt=none, answered by its session cookie without a form) in a
 * hidden iframe, with PKCE and a nonce: the new tab gets its own tokens, its own refresh token included. It must not
 * get this tab's: the provider rotates refresh tokens and ends the session when one is used twice (decision 122), as
 * two tabs refreshing the same token would.
 */
import type { KeycloakInitOptions } from 'keycloak-js';

export interface ProviderEndpoints {
  /** `${url}/realms/${realm}/protocol/openid-connect` */
  oidcUrl: string;
  clientId: string;
}

/** What keycloak-js's init takes to start signed in, without a redirect. */
export type TabTokens = Required<Pick<KeycloakInitOptions, 'token' | 'refreshToken' | 'idToken' | 'timeSkew'>>;

/** The silent sign-in's answer lands on this page of the console's own origin: a blank page that may be framed by the console. */
export const TAB_SIGN_IN_PAGE = '/tab-sign-in.html';

/** Past this the new tab is better off signing in as it always did; under the new tab's own wait (sessionHandover.ts). */
const SIGN_IN_TIMEOUT_MS = 2_500;

const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const randomText = () => base64Url(crypto.getRandomValues(new Uint8Array(32)));

async function s256(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** A JWT's claims, unverified: the token came straight from the provider over the page's own connection. */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

/** Loads `url` in a hidden iframe and answers the fragment of the page of ours it ends on. */
function silentAnswer(url: string, redirectUri: string, signal: AbortSignal): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    const done = () => {
      frame.remove();
      signal.removeEventListener('abort', aborted);
    };
    const aborted = () => {
      done();
      reject(new Error('The sign-in for the new tab was given up'));
    };
    // The frame loads once, at the end of its redirects (its src is set before it is in the page: no about:blank first).
    frame.addEventListener('load', () => {
      let href: string | undefined;
      try {
        href = frame.contentWindow?.location.href;
      } catch {
        // Another origin's page, or the browser's own for a page that refuses framing: the provider did not answer us.
        href = undefined;
      }
      done();
      if (href?.startsWith(redirectUri)) resolve(new URLSearchParams(new URL(href).hash.slice(1)));
      else reject(new Error('The silent sign-in for the new tab ended on a page of the provider'));
    });
    signal.addEventListener('abort', aborted);
    frame.src = url;
    document.body.append(frame);
  });
}

async function exchangeCode(endpoints: ProviderEndpoints, code: string, verifier: string, redirectUri: string, signal: AbortSignal) {
  const sentAt = Date.now();
  const response = await fetch(`${endpoints.oidcUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: endpoints.clientId }),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`The provider refused the new tab's code (${response.status})`);
  const answer = (await response.json()) as { access_token?: string; refresh_token?: string; id_token?: string };
  // keycloak-js's own estimate of the clocks' difference: the middle of the request against the token's iat.
  return { answer, localTime: (sentAt + Date.now()) / 2 };
}

/** Signs in silently for another tab; rejects when the provider wants a form, refuses, or takes too long. */
export async function signInForAnotherTab(endpoints: ProviderEndpoints): Promise<TabTokens> {
  const signal = AbortSignal.timeout(SIGN_IN_TIMEOUT_MS);
  const redirectUri = `${window.location.origin}${TAB_SIGN_IN_PAGE}`;
  const [state, nonce, verifier] = [randomText(), randomText(), randomText()];
  const query = new URLSearchParams({
    client_id: endpoints.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    prompt: 'none',
    state,
    nonce,
    code_challenge: await s256(verifier),
    code_challenge_method: 'S256',
  });
  const params = await silentAnswer(`${endpoints.oidcUrl}/auth?${query}`, redirectUri, signal);
  const code = params.get('code');
  if (params.get('state') !== state || !code) throw new Error(`No silent sign-in for the new tab: ${params.get('error') ?? 'unexpected answer'}`);
  const { answer, localTime } = await exchangeCode(endpoints, code, verifier, redirectUri, signal);
  const { access_token: token, refresh_token: refreshToken, id_token: idToken } = answer;
  if (!token || !refreshToken || !idToken || claimsOf(idToken).nonce !== nonce) throw new Error('The provider answered the new tab without its tokens');
  return { token, refreshToken, idToken, timeSkew: Math.floor(localTime / 1000) - Number(claimsOf(token).iat) };
}
