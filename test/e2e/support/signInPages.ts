import type { Page } from 'playwright-core';

/** Steps on the provider's login form and on the keycloak-js test page, named as a person would do them. */

export async function goToConsole(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
}

export async function assertOnLoginForm(page: Page): Promise<void> {
  await page.getByLabel('Username').waitFor({ timeout: 15_000 });
  await page.getByLabel('Password').waitFor();
}

export async function fillLoginForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function assertLoginError(page: Page, message: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
}

/** Waits for keycloak-js's init to settle and answers the test page's status line. */
export async function assertSignedIn(page: Page): Promise<void> {
  const status = page.locator('#status');
  await status.filter({ hasNotText: 'loading' }).waitFor({ timeout: 20_000 });
  const text = await status.textContent();
  if (text !== 'authenticated') throw new Error(`keycloak-js did not sign in: ${text}`);
}

export interface KeycloakState {
  authenticated: boolean;
  token: string;
  refreshToken: string;
  sessionId: string;
  subject: string;
  isAdmin: boolean;
  refreshTokenType: unknown;
  idTokenHasNonce: boolean;
}

export function readKeycloakState(page: Page): Promise<KeycloakState> {
  return page.evaluate(() => {
    const kc = (globalThis as unknown as { kc: KeycloakLike }).kc;
    return {
      authenticated: kc.authenticated,
      token: kc.token,
      refreshToken: kc.refreshToken,
      sessionId: kc.sessionId,
      subject: kc.subject,
      isAdmin: kc.hasResourceRole('admin'),
      refreshTokenType: kc.refreshTokenParsed?.typ,
      idTokenHasNonce: typeof kc.idTokenParsed?.nonce === 'string',
    };
  });
}

/** The part of a keycloak-js instance the tests touch (the page holds the real one). */
export interface KeycloakLike {
  authServerUrl: string;
  authenticated: boolean;
  token: string;
  refreshToken: string;
  sessionId: string;
  subject: string;
  refreshTokenParsed?: { typ?: unknown };
  idTokenParsed?: { nonce?: unknown };
  hasResourceRole(role: string): boolean;
  updateToken(minValidity: number): Promise<boolean>;
  loadUserProfile(): Promise<Record<string, unknown>>;
  loadUserInfo(): Promise<Record<string, unknown>>;
  logout(options?: { redirectUri?: string }): Promise<void>;
}

/** An API call from the page, with keycloak-js's current token or none. */
export function callApiFromPage(page: Page, path: string, withToken: boolean): Promise<number> {
  return page.evaluate(
    async ([url, sendToken]) => {
      const kc = (globalThis as unknown as { kc: KeycloakLike }).kc;
      const headers: Record<string, string> = sendToken ? { authorization: `Bearer ${kc.token}` } : {};
      return (await fetch(url, { headers })).status;
    },
    [path, withToken] as const,
  );
}

/**
 * Runs a call on the page's keycloak-js instance. The function is sent as source text, so it may use
 * nothing but its argument.
 */
export function onKeycloak<T>(page: Page, call: (kc: KeycloakLike) => Promise<T> | T): Promise<T> {
  return page.evaluate(`(${call.toString()})(globalThis.kc)`) as Promise<T>;
}
