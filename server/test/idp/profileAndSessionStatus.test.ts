import { useTestServer } from '../harness';
import { browserRequest, oidcUrl, signInWithSession, type TokenSet } from './authorizationFlow';

describe('the embedded provider: discovery, profile and session status', () => {
  const server = useTestServer();
  let tokens: TokenSet;
  let cookie: string;
  beforeAll(async () => {
    ({ tokens, cookie } = await signInWithSession(server()));
  });

  const realmUrl = () => `${server().url}/realms/tournaments`;
  const withBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('publishes the OpenID configuration with Keycloak paths and S256 only', async () => {
    const response = await fetch(`${realmUrl()}/.well-known/openid-configuration`);
    const issuer = `${server().ctx.config.publicUrl}/realms/tournaments`;
    expect(await response.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('publishes the public signing keys only, with CORS for the console', async () => {
    const response = await fetch(oidcUrl(server(), 'certs'), { headers: { origin: server().ctx.config.publicUrl } });
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };
    expect(response.headers.get('access-control-allow-origin')).toBe(server().ctx.config.publicUrl);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String), n: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('answers userinfo for a valid access token and 401 without one', async () => {
    const response = await fetch(oidcUrl(server(), 'userinfo'), withBearer(tokens.access_token));
    expect(await response.json()).toMatchObject({ sub: 'admin', preferred_username: 'admin', name: 'Admin User', email: 'admin@example.test', email_verified: true });
    const anonymous = await fetch(oidcUrl(server(), 'userinfo'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('answers the account profile as JSON for a bearer token (keycloak-js loadUserProfile)', async () => {
    const response = await fetch(`${realmUrl()}/account`, withBearer(tokens.access_token));
    expect(await response.json()).toEqual({ id: 'admin', username: 'admin', email: 'admin@example.test', firstName: 'Admin', lastName: 'User', emailVerified: true, attributes: {} });
    expect((await fetch(`${realmUrl()}/account`, withBearer(tokens.refresh_token))).status).toBe(401);
  });

  it('shows the account page as HTML to a browser, with a way back to the console only', async () => {
    const signedIn = await browserRequest(`${realmUrl()}/account?referrer=tournament-console&referrer_uri=${encodeURIComponent(`${server().ctx.config.publicUrl}/tournaments`)}`, { cookie });
    const html = await signedIn.text();
    expect(html).toContain('Admin User');
    expect(html).toContain(`href="${server().ctx.config.publicUrl}/tournaments"`);
    const foreign = await browserRequest(`${realmUrl()}/account?referrer_uri=https%3A%2F%2Fevil.example%2F`);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).toContain('You are not signed in');
    expect(foreignHtml).not.toContain('evil.example');
  });

  it("words the account page in the browser's language", async () => {
    const html = await (await browserRequest(`${realmUrl()}/account`, { cookie, acceptLanguage: 'ro' })).text();
    expect(html).toContain('<html lang="ro">');
    expect(html).toContain('<dt>Nume de utilizator</dt><dd>admin</dd>');
    expect(html).toMatch(/<dt>Roluri<\/dt>[\s\S]*>Înapoi la consolă<\/a>[\s\S]*>Deconectare<\/a>/);
    expect(await (await browserRequest(`${realmUrl()}/account`, { acceptLanguage: 'ro' })).text()).toContain('Nu sunteți autentificat.');
  });

  describe('the login-status check', () => {
    const check = (sid: string, options: { cookie?: string; clientId?: string; origin?: string } = {}) => {
      const query = new URLSearchParams({ client_id: options.clientId ?? 'tournament-console', sid, origin: options.origin ?? server().ctx.config.publicUrl });
      return browserRequest(`${oidcUrl(server(), 'login-status-iframe.html/check')}?${query}`, { cookie: options.cookie });
    };

    it('answers unchanged for the cookie\'s own session, and with no session on either side', async () => {
      expect(await (await check(tokens.session_state, { cookie })).json()).toEqual({ status: 'unchanged' });
      expect(await (await check('')).json()).toEqual({ status: 'unchanged' });
    });

    it('answers changed for another session or none', async () => {
      expect(await (await check('another-session', { cookie })).json()).toEqual({ status: 'changed' });
      expect(await (await check(tokens.session_state)).json()).toEqual({ status: 'changed' });
    });

    it('answers error (403) for an unknown client or a foreign origin', async () => {
      for (const response of [await check('', { clientId: 'someone-else' }), await check('', { origin: 'https://evil.example' })]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ status: 'error' });
      }
    });

    it('answers changed once the session has been logged out', async () => {
      const other = await signInWithSession(server());
      await browserRequest(`${oidcUrl(server(), 'logout')}?${new URLSearchParams({ client_id: 'tournament-console', id_token_hint: other.tokens.id_token })}`, { cookie: other.cookie });
      expect(await (await check(other.tokens.session_state, { cookie: other.cookie })).json()).toEqual({ status: 'changed' });
    });
  });
});
