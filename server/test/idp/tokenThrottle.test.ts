import { THROTTLE_RULES } from '../../src/idp/signInThrottle';
import { useThrottleTestServer } from '../fixtures/throttleTestServer';
import { TEST_INGEST_SECRET, type TestServer } from '../harness';
import { exchangeCode, newPkce, postLogin, redirectAnswer, tokenRequest } from './authorizationFlow';

/** Two clients' addresses, as the trusted proxy (loopback) names them. */
const ADDRESS_A = '203.0.113.7';
const ADDRESS_B = '198.51.100.9';
const TOKEN_ADDRESS = THROTTLE_RULES.tokenAddress;

/** A client-credentials request of the ingest client (client_secret_post) from `address`. */
const ingestTokenRequest = (server: TestServer, address: string, secret = TEST_INGEST_SECRET) =>
  tokenRequest(server, { client_id: server.ctx.config.ingestClientId, client_secret: secret, grant_type: 'client_credentials' }, address);

async function failTimes(server: TestServer, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await ingestTokenRequest(server, address, `wrong-${i}`)).status).toBe(401);
}

describe('token endpoint throttling: failures wait per address, valid credentials are never refused', () => {
  const { server, warnings } = useThrottleTestServer({ TRUST_PROXY: 'loopback' });
  const loggedLines = () => warnings().mock.calls.map(([line]) => String(line));

  it('grants all of 20 client-credentials requests sent at once with the right secret', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => ingestTokenRequest(server(), ADDRESS_A)));
    expect(burst.map((response) => response.status)).toEqual(Array<number>(20).fill(200));
    expect(await server().ctx.db.selectFrom('idp_sign_in_throttle').selectAll().execute()).toEqual([]);
    expect(loggedLines()).toEqual([]);
  });

  it('answers wrong secrets from one address 429 with Retry-After once its free failures are spent, and only there', async () => {
    await failTimes(server(), ADDRESS_A, TOKEN_ADDRESS.freeFailures);
    const refused = await ingestTokenRequest(server(), ADDRESS_A, 'wrong-again');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(TOKEN_ADDRESS.firstWaitSeconds));
    expect(await refused.json()).toEqual({ error: 'temporarily_unavailable', error_description: 'Too many failed requests: try again in 30 s' });
    expect(loggedLines().at(-1)).toBe(`Failed token request from ${ADDRESS_A} for client "tournament-ingest": wrong client secret, address throttled, retry in 30 s`);
    expect((await ingestTokenRequest(server(), ADDRESS_B, 'wrong')).status).toBe(401);
  });

  it('grants the right secret at once, from another address and from the one that must wait', async () => {
    await failTimes(server(), ADDRESS_A, TOKEN_ADDRESS.freeFailures);
    expect((await ingestTokenRequest(server(), ADDRESS_A, 'wrong-again')).status).toBe(429);
    expect((await ingestTokenRequest(server(), ADDRESS_B)).status).toBe(200);
    expect((await ingestTokenRequest(server(), ADDRESS_A)).status).toBe(200);
  });

  it('exchanges a valid code from an address that must wait after invalid grants', async () => {
    const pkce = newPkce();
    const code = redirectAnswer(await postLogin(server(), pkce, { username: 'admin', password: 'admin' }, { from: ADDRESS_A })).get('code') ?? '';
    for (let i = 0; i < TOKEN_ADDRESS.freeFailures; i++) {
      expect((await tokenRequest(server(), { grant_type: 'authorization_code', code: `guess-${i}`, code_verifier: pkce.verifier }, ADDRESS_A)).status).toBe(400);
    }
    const refused = await tokenRequest(server(), { grant_type: 'authorization_code', code: 'guess', code_verifier: pkce.verifier }, ADDRESS_A);
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '30']);
    expect(loggedLines().at(-1)).toBe(`Failed token request from ${ADDRESS_A}: address throttled, retry in 30 s`);
    expect((await exchangeCode(server(), code, pkce.verifier, ADDRESS_A)).status).toBe(200);
  });

  it('does not make staff sign-in from that address wait: its failures keep their own count', async () => {
    await failTimes(server(), ADDRESS_A, TOKEN_ADDRESS.freeFailures);
    for (let i = 0; i < THROTTLE_RULES.address.freeFailures; i++) expect((await ingestTokenRequest(server(), ADDRESS_A, 'wrong')).status).not.toBe(200);
    const signIn = (password: string) => postLogin(server(), newPkce(), { username: 'admin', password }, { from: ADDRESS_A });
    expect((await signIn('wrong')).status).toBe(401);
    expect((await signIn('admin')).status).toBe(303);
  });
});
