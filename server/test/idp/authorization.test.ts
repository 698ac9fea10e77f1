import { expectedConsoleLines } from '../../../test/consoleLines';
import { useTestServer } from '../harness';
import { authorizeUrl, browserRequest, logIn, newPkce, oidcUrl, parseLoginForm, redirectAnswer, sessionCookieOf } from './authorizationFlow';

describe('the embedded provider: authorization endpoint and login form', () => {
  const failedSignIns = expectedConsoleLines('warn', /^Failed sign-in from /);
  const server = useTestServer();
  const pkce = newPkce();

  it('shows a self-contained login form with labelled Username and Password fields and a Sign in button', async () => {
    const response = await browserRequest(authorizeUrl(server(), pkce));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(html).toMatch(/<label for="username">Username<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button[^>]*type="submit">Sign in<\/button>/);
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("speaks the browser's language: Romanian for ro, English without the header or for a language it does not speak", async () => {
    const romanian = await browserRequest(authorizeUrl(server(), pkce), { acceptLanguage: 'ro-RO,ro;q=0.9,en;q=0.8' });
    const html = await romanian.text();
    expect(romanian.headers.get('vary')).toBe('Accept-Language');
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('<title>Autentificare în consola turneelor</title>');
    expect(html).toMatch(/<label for="username">Nume de utilizator<\/label>/);
    expect(html).toMatch(/<label for="password">Parolă<\/label>/);
    expect(html).toMatch(/<button[^>]*type="submit">Autentificare<\/button>/);
    const form = parseLoginForm(server(), html);
    const wrong = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'wrong' }, acceptLanguage: 'ro' });
    expect(await wrong.text()).toContain('<div class="error" id="error" role="alert">Nume de utilizator sau parolă incorectă</div>');
    expect(failedSignIns()).toContain('Failed sign-in from 127.0.0.1 for account "admin": wrong password');
    const refused = await browserRequest(authorizeUrl(server(), pkce, { client_id: 'someone-else' }), { acceptLanguage: 'ro' });
    expect(await refused.text()).toMatch(/<h1>Autentificarea a eșuat<\/h1>\n<p id="message">Client necunoscut.<\/p>\n<a class="button" href="[^"]+">Înapoi la consolă<\/a>/);

    for (const acceptLanguage of [undefined, 'de-DE,de;q=0.9']) {
      const english = await (await browserRequest(authorizeUrl(server(), pkce), { acceptLanguage })).text();
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('<title>Sign in to Tournament Console</title>');
    }
  });

  it('refuses a request without PKCE or with plain PKCE, answering the client with invalid_request', async () => {
    const refusals: Record<string, string | null>[] = [{ code_challenge: null, code_challenge_method: null }, { code_challenge_method: 'plain' }, { code_challenge_method: null }];
    for (const overrides of refusals) {
      const response = await browserRequest(authorizeUrl(server(), pkce, overrides));
      expect(response.status).toBe(302);
      const answer = redirectAnswer(response);
      expect(answer.get('error')).toBe('invalid_request');
      expect(answer.get('state')).toBe('state-1');
      expect(answer.get('code')).toBeNull();
    }
  });

  it('refuses a response type other than code', async () => {
    const response = await browserRequest(authorizeUrl(server(), pkce, { response_type: 'token' }));
    expect(redirectAnswer(response).get('error')).toBe('unsupported_response_type');
  });

  it('shows an error page, never a redirect, for a redirect URI outside the console or an unknown client', async () => {
    const refusals: Record<string, string | null>[] = [{ redirect_uri: 'https://evil.example/' }, { redirect_uri: 'not a url' }, { redirect_uri: null }, { client_id: 'someone-else' }];
    for (const overrides of refusals) {
      const response = await browserRequest(authorizeUrl(server(), pkce, overrides));
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Sign-in failed');
    }
  });

  it('says "Invalid username or password" on a wrong password and keeps the (escaped) username on the form', async () => {
    const page = await browserRequest(authorizeUrl(server(), pkce));
    const form = parseLoginForm(server(), await page.text());
    const response = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin"><script>', password: 'wrong' } });
    const html = await response.text();
    expect(response.status).toBe(401);
    expect(html).toContain('Invalid username or password');
    expect(html).toContain('value="admin&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    expect(parseLoginForm(server(), html).requestId).toBe(form.requestId);
    expect(failedSignIns()).toContain('Failed sign-in from 127.0.0.1 for account "admin\\"><script>": unknown account');
  });

  it('refuses a login form posted for an unknown or completed request', async () => {
    const action = `${server().url}/realms/tournaments/login-actions/authenticate`;
    const response = await browserRequest(action, { form: { request: 'forged', username: 'admin', password: 'admin' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');

    const page = await browserRequest(authorizeUrl(server(), pkce));
    const form = parseLoginForm(server(), await page.text());
    const first = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'admin' } });
    expect(first.status).toBe(303);
    const again = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'admin' } });
    expect(again.status).toBe(400);
  });

  it('redirects with a code, the state, session_state and iss after a good login, in the fragment or the query', async () => {
    const { answer, cookie } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    expect(answer.get('code')).toEqual(expect.any(String));
    expect(answer.get('state')).toBe('state-1');
    expect(answer.get('session_state')).toEqual(expect.any(String));
    expect(answer.get('iss')).toBe(`${server().ctx.config.publicUrl}/realms/tournaments`);

    const query = await browserRequest(authorizeUrl(server(), pkce, { response_mode: 'query' }), { cookie });
    expect(new URL(query.headers.get('location')!).searchParams.get('code')).toEqual(expect.any(String));
  });

  it("keeps the console's own fragment before the answer, so a deep link to a tab survives the sign-in", async () => {
    const { cookie } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    const redirectUri = `${server().ctx.config.publicUrl}/tournament/7#/leaderboard`;
    const response = await browserRequest(authorizeUrl(server(), pkce, { redirect_uri: redirectUri }), { cookie });
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/tournament/7');
    expect(location.hash).toMatch(/^#\/leaderboard&code=[^&]+&state=state-1&/);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, on the realm path', async () => {
    const page = await browserRequest(authorizeUrl(server(), pkce));
    const form = parseLoginForm(server(), await page.text());
    const response = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'admin' } });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('TC_IDP_SESSION='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/realms\/tournaments/);
    // The cookie holds a secret of its own, not the session id that tokens show to scripts.
    expect(sessionCookieOf(response)).not.toContain(redirectAnswer(response).get('session_state'));
  });

  it('issues a code without a form to a browser that has a session; prompt=none without one answers login_required', async () => {
    const { cookie, answer } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    const silent = await browserRequest(authorizeUrl(server(), pkce, { prompt: 'none' }), { cookie });
    expect(redirectAnswer(silent).get('session_state')).toBe(answer.get('session_state'));
    const anonymous = await browserRequest(authorizeUrl(server(), pkce, { prompt: 'none' }));
    expect(redirectAnswer(anonymous).get('error')).toBe('login_required');
  });

  it('serves the 3p-cookie pages and the login-status iframe, which may be framed', async () => {
    const pages = { '3p-cookies/step1.html': 'step2.html', '3p-cookies/step2.html': '"supported"', 'login-status-iframe.html': '/check' };
    for (const [page, content] of Object.entries(pages)) {
      const response = await browserRequest(oidcUrl(server(), page));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(await response.text()).toContain(content);
    }
  });
});
