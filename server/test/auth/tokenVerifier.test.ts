import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../../src/auth/tokenVerifier';

const ISSUER = 'https://sso.example.test/realms/casino';

/** Tokens as a real Keycloak realm issues them, verified as the API verifies an external issuer's. */
describe('the token verifier tells staff from the ingest client, with a real Keycloak too', () => {
  let privateKey: CryptoKey;
  let verify: TokenVerifier;
  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' }] });
    verify = createTokenVerifier({ issuer: ISSUER, clientId: 'tournament-console', ingestClientId: 'tournament-ingest', keys: jwks });
  });

  const token = (claims: JWTPayload) =>
    new SignJWT({ typ: 'Bearer', sub: 'a1b2c3', ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setIssuedAt().setExpirationTime('5m').sign(privateKey);

  it("takes a Keycloak service-account token of the ingest client for the machine's (client_id, or clientId on clients made before 2023)", async () => {
    const current = { azp: 'tournament-ingest', client_id: 'tournament-ingest', preferred_username: 'service-account-tournament-ingest', aud: 'account' };
    expect(await verify(await token(current))).toMatchObject({ kind: 'ingest', id: 'a1b2c3', username: 'service-account-tournament-ingest', roles: [] });
    const older = { clientId: 'tournament-ingest', preferred_username: 'service-account-tournament-ingest' };
    expect((await verify(await token(older))).kind).toBe('ingest');
  });

  it("keeps a service-account token the machine's even when an audience mapper adds the console", async () => {
    expect((await verify(await token({ azp: 'tournament-ingest', aud: ['tournament-console', 'account'] }))).kind).toBe('ingest');
  });

  it("takes the console's tokens, and another client's issued for the console, for staff", async () => {
    const staff = { azp: 'tournament-console', preferred_username: 'ana', resource_access: { 'tournament-console': { roles: ['admin'] } } };
    expect(await verify(await token(staff))).toMatchObject({ kind: 'staff', username: 'ana', roles: ['admin'] });
    expect((await verify(await token({ azp: 'back-office', aud: 'tournament-console' }))).kind).toBe('staff');
  });

  it('refuses a token of any other client', async () => {
    await expect(verify(await token({ azp: 'back-office', aud: 'account' }))).rejects.toThrow('not issued for this client');
  });
});
