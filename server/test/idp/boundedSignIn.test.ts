import { expectedConsoleLines } from '../../../test/consoleLines';
import { useTestServer } from '../harness';
import { authorizeUrl, browserRequest, newPkce, parseLoginForm } from './authorizationFlow';

/** Issue 26: what an anonymous sign-in request can make the provider store, and the parameters it takes. */
describe('the sign-in stores nothing an anonymous request can inflate (decision 122)', () => {
  const failedSignIns = expectedConsoleLines('warn', /^Failed sign-in from /);
  const server = useTestServer();
  const pkce = newPkce();
  const storedRequests = async () =>
    Number((await server().ctx.db.selectFrom('idp_authorization_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('stores no row for the login form it shows: the request rides in the form, and only a right password stores its code', async () => {
    const before = await storedRequests();
    const pages = await Promise.all(Array.from({ length: 20 }, () => browserRequest(authorizeUrl(server(), pkce, { state: 's'.repeat(4000) }))));
    expect(pages.map((page) => page.status)).toEqual(Array(20).fill(200));
    expect(await storedRequests()).toBe(before);

    const form = parseLoginForm(server(), await pages[0].text());
    const wrong = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'wrong' } });
    expect(wrong.status).toBe(401);
    expect(await storedRequests()).toBe(before);
    const right = await browserRequest(form.action, { form: { request: form.requestId, username: 'admin', password: 'admin' } });
    expect(right.status).toBe(303);
    expect(new URL(right.headers.get('location')!).hash).toContain(`state=${'s'.repeat(4000)}`);
    expect(await storedRequests()).toBe(before + 1);
  });

  it('refuses a form whose request was tampered with', async () => {
    const page = await browserRequest(authorizeUrl(server(), pkce));
    const { action, requestId } = parseLoginForm(server(), await page.text());
    const [header, payload, mac] = requestId.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { request: { redirectUri: string } };
    claims.request.redirectUri = 'https://attacker.example/';
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), mac].join('.');
    const response = await browserRequest(action, { form: { request: forged, username: 'admin', password: 'admin' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('answers an error page (400) for a parameter beyond Keycloak’s bounds, never storing or echoing it', async () => {
    for (const [name, value] of [
      ['state', 's'.repeat(15_000)],
      ['nonce', 'n'.repeat(4001)],
      ['scope', `openid ${'x'.repeat(4000)}`],
      ['redirect_uri', `${server().ctx.config.publicUrl}/?${'r'.repeat(4000)}`],
      ['login_hint', 'a'.repeat(256)],
    ]) {
      const response = await browserRequest(authorizeUrl(server(), pkce, { [name]: value }));
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
      expect(await response.text()).toContain(`its ${name} is too long or holds a character it may not`);
    }
  });

  it('answers 400, never 500, for a NUL or another control character in any parameter, and in the form', async () => {
    for (const name of ['state', 'nonce', 'scope', 'redirect_uri', 'code_challenge', 'login_hint', 'prompt', 'response_mode']) {
      const value = name === 'redirect_uri' ? `${server().ctx.config.publicUrl}/\0` : `a\0b`;
      const response = await browserRequest(authorizeUrl(server(), pkce, { [name]: value }));
      expect({ name, status: response.status }).toEqual({ name, status: 400 });
    }
    const page = await browserRequest(authorizeUrl(server(), pkce));
    const { action, requestId } = parseLoginForm(server(), await page.text());
    for (const form of [
      { request: `${requestId}\0`, username: 'admin', password: 'admin' },
      { request: '\0', username: 'admin', password: 'admin' },
    ]) {
      expect((await browserRequest(action, { form })).status).toBe(400);
    }
    expect((await browserRequest(action, { form: { request: requestId, username: 'ad\0min', password: '\0' } })).status).toBe(401);
    expect(failedSignIns()).toContain('Failed sign-in from 127.0.0.1 for account "ad\\u0000min": unknown account');
  });

  it('answers the client invalid_request for a code_challenge that is no S256 challenge (RFC 7636 §4.2)', async () => {
    for (const challenge of ['short', `${'a'.repeat(42)}!`, 'a'.repeat(129)]) {
      const response = await browserRequest(authorizeUrl(server(), pkce, { code_challenge: challenge }));
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location')!).hash).toContain('error=invalid_request');
    }
  });
});
