import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectedConsoleLines } from '../consoleLines';
import { launchChromium } from './support/browser';
import { createKeycloakTestPage } from './support/keycloakTestPage';
import { startTestServer, type TestServer } from './support/testServer';
import {
  assertLoginError,
  assertOnLoginForm,
  assertSignedIn,
  callApiFromPage,
  fillLoginForm,
  goToConsole,
  onKeycloak,
  readKeycloakState,
  type KeycloakState,
} from './support/signInPages';

/** The whole keycloak-js flow against the embedded provider: the steps run in order on one browser. */
describe('signing in to the console with keycloak-js in Chromium', () => {
  const failedSignIns = expectedConsoleLines('warn', /^Failed sign-in from /);
  const testPage = createKeycloakTestPage();
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let signedIn: KeycloakState;

  beforeAll(async () => {
    server = await startTestServer({ env: { WEB_ROOT: testPage.webRoot } });
    browser = await launchChromium();
    context = await browser.newContext();
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    testPage.remove();
  });

  const baseUrl = () => server!.url;

  it('shows the login form, says so on a wrong password, then signs in with the admin client role', async () => {
    await goToConsole(page, baseUrl());
    await assertOnLoginForm(page);
    await fillLoginForm(page, 'admin', 'wrong');
    await assertLoginError(page, 'Invalid username or password');
    expect(failedSignIns()).toEqual(['Failed sign-in from 127.0.0.1 for account "admin": wrong password']);
    await fillLoginForm(page, 'admin', 'admin');
    await assertSignedIn(page);
    signedIn = await readKeycloakState(page);
    expect(signedIn).toMatchObject({ authenticated: true, subject: 'admin', isAdmin: true, refreshTokenType: 'Refresh', idTokenHasNonce: true });
    expect(signedIn.sessionId).toEqual(expect.any(String));
  });

  it('calls the API with the token; without it the API answers 401', async () => {
    expect(await callApiFromPage(page, '/api/tournaments/running', true)).not.toBe(401);
    expect(await callApiFromPage(page, '/api/tournaments/running', false)).toBe(401);
  });

  it('rotates the tokens on updateToken(-1), within the same session', async () => {
    expect(await onKeycloak(page, (kc) => kc.updateToken(-1))).toBe(true);
    const refreshed = await readKeycloakState(page);
    expect(refreshed.token).not.toBe(signedIn.token);
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
    expect(refreshed.sessionId).toBe(signedIn.sessionId);
    expect(await callApiFromPage(page, '/api/tournaments/running', true)).not.toBe(401);
  });

  it('loads the user profile (account) and the user info', async () => {
    expect(await onKeycloak(page, (kc) => kc.loadUserProfile())).toMatchObject({ username: 'admin', firstName: 'Admin', lastName: 'User', email: 'admin@example.test' });
    expect(await onKeycloak(page, (kc) => kc.loadUserInfo())).toMatchObject({ sub: 'admin', name: 'Admin User' });
  });

  it('notices a logout in another tab through the session iframe and goes back to the login form', async () => {
    const otherTab = await context.newPage();
    // A logout link without id_token_hint asks first (a link on any site must not sign staff out).
    await otherTab.goto(`${baseUrl()}/realms/tournaments/protocol/openid-connect/logout?client_id=tournament-console`);
    await otherTab.getByRole('button', { name: 'Sign out' }).click();
    await otherTab.getByText('You are signed out').waitFor();
    await otherTab.close();
    await assertOnLoginForm(page);
  });

  it('signs in again, and kc.logout() ends the session and returns to the login form', async () => {
    await fillLoginForm(page, 'admin', 'admin');
    await assertSignedIn(page);
    const again = await readKeycloakState(page);
    expect(again.sessionId).not.toBe(signedIn.sessionId);
    await onKeycloak(page, (kc) => void kc.logout({ redirectUri: `${kc.authServerUrl}/` }));
    await assertOnLoginForm(page);
    expect(page.url()).toContain('/realms/tournaments/protocol/openid-connect/auth');
  });
});
