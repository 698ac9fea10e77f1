import { createHash, randomBytes } from 'node:crypto';
import type { RunningServer } from '../../src/server';

/** The authorization-code + PKCE flow over HTTP, step by step, as a browser and keycloak-js do it. */

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  session_state: string;
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function oidcUrl(server: RunningServer, endpoint: string): string {
  return `${server.url}/realms/${server.ctx.config.realm}/protocol/openid-connect/${endpoint}`;
}

/** Where the console wants the answer: a page of its own. */
export function consoleRedirectUri(server: RunningServer): string {
  return `${server.ctx.config.publicUrl}/`;
}

export function authorizeUrl(server: RunningServer, pkce: Pkce, overrides: Record<string, string | null> = {}): string {
  const params: Record<string, string | null> = {
    client_id: server.ctx.config.clientId,
    redirect_uri: consoleRedirectUri(server),
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  return `${oidcUrl(server, 'auth')}?${query}`;
}

export interface BrowserRequestOptions {
  cookie?: string;
  form?: Record<string, string>;
  acceptLanguage?: string;
  /** The client's address as a proxy names it (X-Forwarded-For): counts only on a server with TRUST_PROXY=loopback. */
  from?: string;
}

/** A GET or POST that does not follow redirects and may carry the provider's session cookie. */
export async function browserRequest(url: string, options: BrowserRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers['x-forwarded-for'] = options.from;
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  return fetch(url, { method: options.form ? 'POST' : 'GET', headers, redirect: 'manual', body: options.form && new URLSearchParams(options.form) });
}

export interface LoginForm {
  action: string;
  requestId: string;
}

export function parseLoginForm(server: RunningServer, html: string): LoginForm {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const requestId = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !requestId) throw new Error(`No login form in: ${html.slice(0, 300)}`);
  return { action: `${server.url}${action}`, requestId };
}

/** The answer parameters of a redirect back to the console, from its fragment or query. */
export function redirectAnswer(response: Response): URLSearchParams {
  const location = response.headers.get('location');
  if (!location) throw new Error(`Expected a redirect, got ${response.status}`);
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('TC_IDP_SESSION='));
  if (!cookie) throw new Error('No session cookie set');
  return cookie.split(';')[0];
}

/** Opens /auth and posts its login form: the answer to one sign-in attempt, whatever it is. */
export async function postLogin(server: RunningServer, pkce: Pkce, credentials: { username: string; password: string }, options: Pick<BrowserRequestOptions, 'acceptLanguage' | 'from'> = {}) {
  const page = await browserRequest(authorizeUrl(server, pkce), options);
  const form = parseLoginForm(server, await page.text());
  return browserRequest(form.action, { ...options, form: { request: form.requestId, ...credentials } });
}

/** Opens /auth, fills in the login form; answers the redirect and the session cookie it set. */
export async function logIn(server: RunningServer, pkce: Pkce, credentials: { username: string; password: string }) {
  const response = await postLogin(server, pkce, credentials);
  if (response.status !== 303) throw new Error(`Sign-in as ${credentials.username} failed with ${response.status}`);
  return { answer: redirectAnswer(response), cookie: sessionCookieOf(response) };
}

/** A token request of the console, unless the form names another client_id; `from`: see BrowserRequestOptions. */
export async function tokenRequest(server: RunningServer, form: Record<string, string>, from?: string): Promise<Response> {
  return browserRequest(oidcUrl(server, 'token'), { form: { client_id: server.ctx.config.clientId, ...form }, from });
}

export async function exchangeCode(server: RunningServer, code: string, verifier: string, from?: string): Promise<Response> {
  return tokenRequest(server, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: consoleRedirectUri(server) }, from);
}

export async function refreshTokens(server: RunningServer, refreshToken: string): Promise<Response> {
  return tokenRequest(server, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** The whole flow: tokens and the browser's session cookie. */
export async function signInWithSession(server: RunningServer, username = 'admin', password = 'admin'): Promise<{ tokens: TokenSet; cookie: string }> {
  const pkce = newPkce();
  const { answer, cookie } = await logIn(server, pkce, { username, password });
  const response = await exchangeCode(server, answer.get('code') ?? '', pkce.verifier);
  if (response.status !== 200) throw new Error(`Code exchange failed with ${response.status}: ${await response.text()}`);
  return { tokens: (await response.json()) as TokenSet, cookie };
}
