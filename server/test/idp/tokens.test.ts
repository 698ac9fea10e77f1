import { decodeJwt } from 'jose';
import { expectedConsoleLines } from '../../../test/consoleLines';
import { useTestServer } from '../harness';
import { browserRequest, exchangeCode, logIn, newPkce, oidcUrl, refreshTokens, signInWithSession, tokenRequest, type TokenSet } from './authorizationFlow';

describe('the embedded provider: token endpoint and logout', () => {
  const failedTokenRequests = expectedConsoleLines('warn', /^Failed token request from /);
  const server = useTestServer();

  const issuer = () => `${server().ctx.config.publicUrl}/realms/tournaments`;

  async function expectInvalidGrant(response: Response): Promise<void> {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
  }

  it('exchanges a code for Keycloak-shaped access, ID and JWT refresh tokens', async () => {
    const { tokens } = await signInWithSession(server());
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: issuer(),
      sub: 'admin',
      sid: tokens.session_state,
      azp: 'tournament-console',
      typ: 'Bearer',
      preferred_username: 'admin',
      name: 'Admin User',
      email: 'admin@example.test',
      email_verified: true,
      realm_access: { roles: ['admin'] },
      resource_access: { 'tournament-console': { roles: ['admin'] } },
    });
    expect(access.exp! - access.iat!).toBe(300);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ typ: 'ID', aud: 'tournament-console', nonce: 'nonce-1', sid: tokens.session_state, at_hash: expect.any(String) });
    const refresh = decodeJwt(tokens.refresh_token);
    expect(refresh).toMatchObject({ typ: 'Refresh', sid: tokens.session_state, jti: expect.any(String) });
    expect(refresh.exp! - refresh.iat!).toBe(30 * 60);
    const api = await server().request('GET', '/api/openapi.json', { token: tokens.access_token });
    expect(api.status).toBe(200);
  });

  it('refuses a wrong code verifier, and the code is then used up', async () => {
    const pkce = newPkce();
    const { answer } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    const code = answer.get('code')!;
    await expectInvalidGrant(await exchangeCode(server(), code, newPkce().verifier));
    await expectInvalidGrant(await exchangeCode(server(), code, pkce.verifier));
  });

  it('refuses a code used twice and revokes what it issued: the refresh token, and the access token at the API and userinfo (RFC 6749 §4.1.2)', async () => {
    const pkce = newPkce();
    const { answer } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    const first = await exchangeCode(server(), answer.get('code')!, pkce.verifier);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as TokenSet;
    expect((await server().request('GET', '/api/tournaments/running', { token: tokens.access_token })).status).toBe(200);

    await expectInvalidGrant(await exchangeCode(server(), answer.get('code')!, pkce.verifier));
    await expectInvalidGrant(await refreshTokens(server(), tokens.refresh_token));
    expect((await server().request('GET', '/api/tournaments/running', { token: tokens.access_token })).status).toBe(401);
    const userinfo = await fetch(oidcUrl(server(), 'userinfo'), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(401);
  });

  it('refuses a code with another redirect_uri, an unknown code, an unknown grant type and an unknown client', async () => {
    const pkce = newPkce();
    const { answer } = await logIn(server(), pkce, { username: 'admin', password: 'admin' });
    const wrongRedirect = { grant_type: 'authorization_code', code: answer.get('code')!, code_verifier: pkce.verifier, redirect_uri: `${server().url}/other` };
    await expectInvalidGrant(await tokenRequest(server(), wrongRedirect));
    await expectInvalidGrant(await exchangeCode(server(), 'no-such-code', pkce.verifier));
    const password = await tokenRequest(server(), { grant_type: 'password', username: 'admin', password: 'admin' });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const stranger = await tokenRequest(server(), { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'someone-else' });
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ error: 'invalid_client' });
    expect(failedTokenRequests()).toEqual(['Failed token request from 127.0.0.1 for client "someone-else": unknown client']);
  });

  it('rotates refresh tokens, and a reused one ends the session so that the newest fails too', async () => {
    const { tokens } = await signInWithSession(server());
    const first = await refreshTokens(server(), tokens.refresh_token);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenSet;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(rotated.access_token).sid).toBe(tokens.session_state);

    await expectInvalidGrant(await refreshTokens(server(), tokens.refresh_token));
    await expectInvalidGrant(await refreshTokens(server(), rotated.refresh_token));
  });

  it('refuses a refresh token that is not one of ours', async () => {
    const { tokens } = await signInWithSession(server());
    await expectInvalidGrant(await refreshTokens(server(), tokens.access_token));
    await expectInvalidGrant(await refreshTokens(server(), 'not-a-jwt'));
  });

  it('answers CORS for the console origin on the token endpoint, preflight included', async () => {
    const origin = server().ctx.config.publicUrl;
    const preflight = await fetch(oidcUrl(server(), 'token'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(oidcUrl(server(), 'token'), { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('logs out with GET (client_id, post_logout_redirect_uri, id_token_hint) without asking; refresh then fails', async () => {
    const { tokens, cookie } = await signInWithSession(server());
    const query = new URLSearchParams({ client_id: 'tournament-console', post_logout_redirect_uri: `${server().ctx.config.publicUrl}/`, id_token_hint: tokens.id_token });
    const response = await browserRequest(`${oidcUrl(server(), 'logout')}?${query}`, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${server().ctx.config.publicUrl}/`);
    expect(response.headers.getSetCookie().join()).toMatch(/TC_IDP_SESSION=;/);
    await expectInvalidGrant(await refreshTokens(server(), tokens.refresh_token));
  });

  it('logs out with POST and the id_token_hint alone, and shows a page without a redirect URI', async () => {
    const viaPost = await signInWithSession(server());
    const posted = await browserRequest(oidcUrl(server(), 'logout'), { form: { client_id: 'tournament-console', id_token_hint: viaPost.tokens.id_token } });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You are signed out');
    const inRomanian = await browserRequest(oidcUrl(server(), 'logout'), { form: { client_id: 'tournament-console' }, acceptLanguage: 'ro' });
    expect(await inRomanian.text()).toContain('<h1>V-ați deconectat</h1>\n<p id="message">Sesiunea dumneavoastră s-a încheiat.</p>');
    await expectInvalidGrant(await refreshTokens(server(), viaPost.tokens.refresh_token));
  });

  it('asks before a logout that only the session cookie asks for (a link on any site), and signs out once its form is posted', async () => {
    const { tokens, cookie } = await signInWithSession(server());
    const other = await signInWithSession(server());
    const redirect = `${server().ctx.config.publicUrl}/`;
    const link = `${oidcUrl(server(), 'logout')}?${new URLSearchParams({ client_id: 'tournament-console', post_logout_redirect_uri: redirect, state: 's1' })}`;
    for (const asked of [
      await browserRequest(link, { cookie }),
      await browserRequest(`${oidcUrl(server(), 'logout')}?client_id=tournament-console&id_token_hint=${other.tokens.id_token}`, { cookie }),
      await browserRequest(oidcUrl(server(), 'logout'), { cookie, form: { client_id: 'tournament-console', confirm: 'forged' } }),
    ]) {
      expect(asked.status).toBe(200);
      expect(await asked.text()).toContain('Do you want to sign out of Tournament Console?');
    }
    const refreshed = await refreshTokens(server(), tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await refreshTokens(server(), other.tokens.refresh_token)).status).toBe(200);

    const page = await (await browserRequest(link, { cookie })).text();
    const form = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name, value]));
    expect(form).toEqual({ client_id: 'tournament-console', post_logout_redirect_uri: redirect, state: 's1', confirm: expect.any(String) });
    const posted = await browserRequest(oidcUrl(server(), 'logout'), { cookie, form });
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`${redirect}?state=s1`);
    await expectInvalidGrant(await refreshTokens(server(), ((await refreshed.json()) as TokenSet).refresh_token));
  });

  it('refuses to log out to a redirect URI outside the console', async () => {
    const { tokens, cookie } = await signInWithSession(server());
    const query = new URLSearchParams({ client_id: 'tournament-console', post_logout_redirect_uri: 'https://evil.example/' });
    const response = await browserRequest(`${oidcUrl(server(), 'logout')}?${query}`, { cookie });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect((await refreshTokens(server(), tokens.refresh_token)).status).toBe(200);
  });
});
