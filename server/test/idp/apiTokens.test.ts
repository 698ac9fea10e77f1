import { generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { useTestServer } from '../harness';
import { loadSigningKeys } from '../../src/idp/signingKeys';
import { signIn } from '../signIn';

describe('the API refuses tokens the embedded provider did not issue as they are', () => {
  const server = useTestServer();

  const issuer = () => `${server().ctx.config.publicUrl}/realms/tournaments`;
  const claims = (): JWTPayload => ({
    typ: 'Bearer',
    azp: 'tournament-console',
    sid: 'a-session',
    preferred_username: 'admin',
    resource_access: { 'tournament-console': { roles: ['admin'] } },
  });

  async function mint(key: { privateKey: CryptoKey; kid: string }, payload: JWTPayload, lifetime: { iss: string; exp: number }): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(lifetime.iss)
      .setSubject('admin')
      .setIssuedAt(now - 600)
      .setExpirationTime(now + lifetime.exp)
      .sign(key.privateKey);
  }

  const runningTournaments = (token: string) => server().request('GET', '/api/tournaments/running', { token });

  it('accepts a token signed with the provider key (the control case)', async () => {
    const token = await mint(await loadSigningKeys(server().ctx.db), claims(), { iss: issuer(), exp: 300 });
    expect((await runningTournaments(token)).status).not.toBe(401);
  });

  it('refuses a forged token signed by another key with the provider key id', async () => {
    const { kid } = await loadSigningKeys(server().ctx.db);
    const { privateKey } = await generateKeyPair('RS256');
    const token = await mint({ privateKey, kid }, claims(), { iss: issuer(), exp: 300 });
    expect((await runningTournaments(token)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await mint(await loadSigningKeys(server().ctx.db), claims(), { iss: issuer(), exp: -60 });
    expect((await runningTournaments(token)).status).toBe(401);
  });

  it('refuses a token with another issuer', async () => {
    const token = await mint(await loadSigningKeys(server().ctx.db), claims(), { iss: 'http://elsewhere.example/realms/tournaments', exp: 300 });
    expect((await runningTournaments(token)).status).toBe(401);
  });

  it('refuses the refresh and ID tokens as access tokens', async () => {
    const tokens = await signIn(server());
    expect((await runningTournaments(tokens.refreshToken)).status).toBe(401);
    expect((await runningTournaments(tokens.idToken)).status).toBe(401);
    expect((await runningTournaments(tokens.accessToken)).status).not.toBe(401);
  });
});
