import type { DatabaseHandle } from '../../src/db/database';
import { waitUntil } from '../db/databaseProcesses';
import { startTestServer, type TestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { browserRequest, oidcUrl, signInWithSession } from './authorizationFlow';

/** Two instances on one database, as behind a load balancer: a session ended on one is ended on the other. */
describe('the access tokens of an ended session, on every instance (decision 122)', () => {
  let database: DatabaseHandle;
  let signing: TestServer;
  let other: TestServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    signing = await startTestServer({ database });
    // One issuer for both, as instances behind one PUBLIC_URL.
    other = await startTestServer({ database, env: { PUBLIC_URL: signing.ctx.config.publicUrl } });
  });
  afterAll(async () => {
    await other?.stop();
    await signing?.stop();
    await database?.close();
  });

  it('are refused by the other instance too once it has read the sign-out, though not expired', async () => {
    const { tokens, cookie } = await signInWithSession(signing);
    expect((await other.request('GET', '/api/tournaments/running', { token: tokens.access_token })).status).toBe(200);

    const query = new URLSearchParams({ client_id: signing.ctx.config.clientId, id_token_hint: tokens.id_token });
    expect((await browserRequest(`${oidcUrl(signing, 'logout')}?${query}`, { cookie })).status).toBe(200);
    expect((await signing.request('GET', '/api/tournaments/running', { token: tokens.access_token })).status).toBe(401);
    // It reads the ended sessions once a second: a generous deadline, so that a busy machine does not fail the test.
    await waitUntil(async () => (await other.request('GET', '/api/tournaments/running', { token: tokens.access_token })).status === 401, 'the other instance to refuse the token', 10_000);
  });
});
