import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { expectedConsoleLines } from '../../../test/consoleLines';
import { configFromEnv } from '../../src/config';
import { startDemoPlatform, type DemoPlatformOptions } from '../../src/demo/demoPlatform';
import { findTournaments } from '../../src/tournaments/tournamentRepository';
import { startTestServer, TEST_INGEST_SECRET, useTestServer, type TestServer } from '../harness';
import { RecordingFetch } from './recordingFetch';

const TOKEN_PATH = '/protocol/openid-connect/token';
/** What a server says when it starts its demo platform. */
const PLATFORM_STARTED = /^Demo platform: posting gaming events/;
const EVENTS_PATH = '/api/events';

const demoEventCount = async (server: TestServer) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM gaming_events WHERE id LIKE 'demo-%'`.execute(server.ctx.db)).rows[0].n;

describe('the demo platform against a seeded server (engine spec §5)', () => {
  const wrongSecrets = expectedConsoleLines('warn', /^Failed token request from .*: wrong client secret$/);
  const platformStarts = expectedConsoleLines('log', PLATFORM_STARTED);
  // The harness's default, as DEMO_EVENTS=off gives it: only the platforms the tests start post.
  const server = useTestServer({ seedDemoData: true, demoEvents: configFromEnv({ DEMO_EVENTS: 'off' }).demoEvents });
  let recorder: RecordingFetch;
  let clock: Date;
  const log = jest.fn();

  const start = (changes: Partial<DemoPlatformOptions> = {}) =>
    startDemoPlatform({
      baseUrl: server().url,
      tokenUrl: `${server().url}/realms/${server().ctx.config.realm}${TOKEN_PATH}`,
      clientId: server().ctx.config.ingestClientId,
      clientSecret: TEST_INGEST_SECRET,
      db: server().ctx.db,
      clock: () => clock,
      intervalMs: 10,
      fetch: recorder.fetch,
      log,
      ...changes,
    });

  beforeEach(() => {
    recorder = new RecordingFetch();
    clock = new Date();
    log.mockClear();
  });

  it('posts nothing with DEMO_EVENTS=off, while a server with it on (the default) would', async () => {
    expect(configFromEnv({}).demoEvents).toBe(true);
    // A server starts its platform once it listens and says so (the test below waits for that line and its events).
    expect(platformStarts()).toEqual([]);
    expect(await demoEventCount(server())).toBe(0);
  });

  it("signs in through the token endpoint and posts batches at its clock's time for the running tournaments' players", async () => {
    const platform = start();
    await recorder.until(() => recorder.callsTo(EVENTS_PATH).length >= 5);
    await platform.stop();

    expect(recorder.callsTo(TOKEN_PATH).map((call) => call.status)).toEqual([200]);
    const posts = recorder.callsTo(EVENTS_PATH);
    expect(posts.every((call) => call.status === 200)).toBe(true);
    const posted = posts.flatMap((call) => JSON.parse(call.body) as Array<{ id: string; type: string; user_id: string; occurred_at: string; game_id?: number }>);
    expect(await demoEventCount(server())).toBe(posted.length);
    expect(new Set(posted.map((event) => event.occurred_at))).toEqual(new Set([clock.toISOString()]));

    const { db } = server().ctx;
    const running = await findTournaments(db, (query) => query.where('status', '=', TournamentStatus.InProgress).where('start_at', '<=', clock).where('end_at', '>', clock));
    const runningGames = new Set(running.flatMap((tournament) => tournament.wagering_conditions.flatMap((condition) => condition.casino_game_ids)));
    const rounds = posted.filter((event) => event.type === 'casino_round');
    expect(rounds.filter((event) => runningGames.has(event.game_id!)).length).toBeGreaterThan(rounds.length / 2);
    const known = await db.selectFrom('players').select('id').where('id', 'in', [...new Set(posted.map((event) => event.user_id))]).execute();
    expect(known).toHaveLength(new Set(posted.map((event) => event.user_id)).size);
  });

  it("acts only for the seed's running tournaments, never for one it does not know (as on a server with real data)", async () => {
    const { db } = server().ctx;
    const renamed = () => db.updateTable('tournaments').where('title', '=', 'Bonus Buy Bonanza');
    await renamed().set({ slug: 'a-real-promotion' }).execute();
    try {
      const platform = start();
      await recorder.until(() => recorder.callsTo(EVENTS_PATH).length >= 5);
      await platform.stop();
    } finally {
      await renamed().set({ slug: 'bonus-buy-bonanza' }).execute();
    }
    // Bonus Buy Bonanza is the one running tournament scored by bonus wins.
    const posted = recorder.callsTo(EVENTS_PATH).flatMap((call) => JSON.parse(call.body) as Array<{ type: string }>);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted.filter((event) => event.type === 'bonus_win')).toEqual([]);
  });

  it('stops on stop(): nothing is posted after it resolves', async () => {
    const platform = start();
    await recorder.until(() => recorder.callsTo(EVENTS_PATH).length >= 2);
    await platform.stop();
    const calls = recorder.calls.length;
    const stored = await demoEventCount(server());
    await delay(200);
    expect(recorder.calls.length).toBe(calls);
    expect(await demoEventCount(server())).toBe(stored);
  });

  it('asks for a new token shortly before the one it has expires (5 minutes), by its clock', async () => {
    const platform = start();
    await recorder.until(() => recorder.callsTo(EVENTS_PATH).length >= 1);
    clock = new Date(clock.getTime() + 3 * 60_000);
    const afterThreeMinutes = recorder.callsTo(EVENTS_PATH).length;
    await recorder.until(() => recorder.callsTo(EVENTS_PATH).length >= afterThreeMinutes + 2);
    expect(recorder.callsTo(TOKEN_PATH)).toHaveLength(1);
    clock = new Date(clock.getTime() + 60_000 + 1);
    await recorder.until(() => recorder.callsTo(TOKEN_PATH).length >= 2);
    await platform.stop();
    expect(recorder.calls.every((call) => call.status === 200)).toBe(true);
  });

  it('backs off while it cannot sign in, logging it once, not once per attempt', async () => {
    const platform = start({ clientSecret: 'not-the-secret' });
    await recorder.until(() => recorder.callsTo(TOKEN_PATH).length >= 4);
    await platform.stop();
    expect(wrongSecrets().length).toBe(recorder.callsTo(TOKEN_PATH).length);
    expect(recorder.callsTo(EVENTS_PATH)).toEqual([]);
    expect(log.mock.calls).toEqual([[expect.stringMatching(/^Demo platform: could not post events \(the token endpoint answered 401.*\); retrying less often/)]]);
  });
});

describe('a server started with the demo platform on', () => {
  const started = expectedConsoleLines('log', PLATFORM_STARTED);

  it('posts demo events once it listens, and stops with the server', async () => {
    const server = await startTestServer({ seedDemoData: true, demoEvents: true });
    try {
      while ((await demoEventCount(server)) === 0) await delay(100);
      expect(started()).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });
});

describe('the demo platform against an external identity provider', () => {
  it('stays off: the ingest client signs in there, with a secret this server does not hold', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = await startTestServer({ demoEvents: true, env: { OIDC_ISSUER: 'https://sso.example.test/realms/prod' } });
    try {
      expect(log).toHaveBeenCalledWith('Demo platform off: the ingest client signs in at the external identity provider.');
      expect(log.mock.calls.flat().filter((line) => String(line).startsWith('Demo platform: posting'))).toEqual([]);
    } finally {
      log.mockRestore();
      await server.stop();
    }
  });
});
