import type { DatabaseHandle } from '../../src/db/database';
import { startTestServer } from '../harness';
import { freePort } from '../freePort';
import { openTestDatabase } from '../testDatabase';
import { refreshTokens, signInWithSession, type TokenSet } from './authorizationFlow';

describe('the embedded provider keeps everything in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('signs nobody out on a restart: refresh still works and the old access token is still accepted', async () => {
    // Same port, so the same issuer URL, as for a real restart.
    const env = { PORT: String(await freePort()) };
    const before = await startTestServer({ database, env });
    let signedIn: { tokens: TokenSet; cookie: string };
    try {
      signedIn = await signInWithSession(before);
    } finally {
      await before.stop();
    }
    const after = await startTestServer({ database, env });
    try {
      const api = await after.request('GET', '/api/tournaments/running', { token: signedIn.tokens.access_token });
      expect(api.status).not.toBe(401);
      const refreshed = await refreshTokens(after, signedIn.tokens.refresh_token);
      expect(refreshed.status).toBe(200);
      const { access_token: accessToken } = (await refreshed.json()) as TokenSet;
      expect((await after.request('GET', '/api/tournaments/running', { token: accessToken })).status).not.toBe(401);
    } finally {
      await after.stop();
    }
  });

  it('lets two instances behind one public URL share sessions: sign in on one, refresh and log out on the other', async () => {
    const env = { PUBLIC_URL: `http://127.0.0.1:${await freePort()}` };
    const [one, two] = [await startTestServer({ database, env }), await startTestServer({ database, env })];
    try {
      const { tokens } = await signInWithSession(one);
      expect((await two.request('GET', '/api/tournaments/running', { token: tokens.access_token })).status).not.toBe(401);
      const refreshed = await refreshTokens(two, tokens.refresh_token);
      expect(refreshed.status).toBe(200);
      expect((await refreshTokens(one, tokens.refresh_token)).status).toBe(400);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
