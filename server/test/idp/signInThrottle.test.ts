import type { DatabaseHandle } from '../../src/db/database';
import { THROTTLE_RULES } from '../../src/idp/signInThrottle';
import { testClock, type TestClock } from '../fixtures/testClock';
import { useThrottleTestServer } from '../fixtures/throttleTestServer';
import { startTestServer, type TestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { newPkce, postLogin } from './authorizationFlow';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ACCOUNT = THROTTLE_RULES.account;

/** Opens a new login form and posts it: the answer to one sign-in attempt. */
function attempt(server: TestServer, username: string, password: string, acceptLanguage?: string): Promise<Response> {
  return postLogin(server, newPkce(), { username, password }, { acceptLanguage });
}

async function failTimes(server: TestServer, times: number, username = 'admin'): Promise<void> {
  for (let i = 0; i < times; i++) expect((await attempt(server, username, 'wrong')).status).toBe(401);
}

/** The wait now in force for an account, read from the answer to an attempt that must be refused. */
async function retryAfter(server: TestServer, username = 'admin'): Promise<number> {
  const refused = await attempt(server, username, 'admin');
  expect(refused.status).toBe(429);
  return Number(refused.headers.get('retry-after'));
}

/** Fails until the account is locked: the free failures, then one more at the end of each doubling wait. */
async function lockAccount(server: TestServer, clock: TestClock, username = 'admin'): Promise<void> {
  await failTimes(server, ACCOUNT.freeFailures, username);
  for (const wait of [30, 60, 120, 240, 480]) {
    clock.advance(wait * SECOND);
    await failTimes(server, 1, username);
  }
}

/** The page without the per-request parts (the pending request's id), to compare two answers. */
const pageText = async (response: Response) => (await response.text()).replace(/name="request" value="[^"]+"/, '');

describe('sign-in throttling (brute-force detection)', () => {
  const { clock, server, warnings } = useThrottleTestServer();

  it('refuses attempts beyond the free failures with the same try-later page whether the password is right or not', async () => {
    await failTimes(server(), ACCOUNT.freeFailures);
    const right = await attempt(server(), 'admin', 'admin');
    const wrong = await attempt(server(), 'admin', 'wrong');
    for (const refused of [right, wrong]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(ACCOUNT.firstWaitSeconds));
      expect(refused.headers.get('location')).toBeNull();
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    const [rightPage, wrongPage] = [await pageText(right), await pageText(wrong)];
    expect(rightPage).toBe(wrongPage);
    expect(rightPage).toContain('Too many failed sign-ins. Try again in 30 seconds.');
    expect(rightPage).not.toContain('Invalid username or password');
    expect(warnings()).toHaveBeenLastCalledWith('Failed sign-in from 127.0.0.1 for account "admin": account throttled, retry in 30 s');
  });

  it('counts an unknown username like a known one, so the waits do not tell which accounts exist', async () => {
    await failTimes(server(), ACCOUNT.freeFailures, 'nobody');
    const unknown = await attempt(server(), 'nobody', 'admin');
    await failTimes(server(), ACCOUNT.freeFailures, 'admin');
    const known = await attempt(server(), 'admin', 'admin');
    expect([unknown.status, known.status]).toEqual([429, 429]);
    expect([unknown.headers.get('retry-after'), known.headers.get('retry-after')]).toEqual(['30', '30']);
  });

  it('counts any username typed, however long or strange, without failing', async () => {
    for (const username of ['ad\0min', 'x'.repeat(100_000)]) expect((await attempt(server(), username, 'admin')).status).toBe(401);
  });

  it('doubles the wait after each further failure up to a 15-minute lock, and lets the right password in once it is over', async () => {
    await failTimes(server(), ACCOUNT.freeFailures);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      if (i > 0) await failTimes(server(), 1);
      const wait = await retryAfter(server());
      waits.push(wait);
      clock.advance(wait * SECOND - 1);
      expect(await retryAfter(server())).toBe(1);
      clock.advance(1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900]);
    expect((await attempt(server(), 'admin', 'admin')).status).toBe(303);
  });

  it('says how long to wait in the browser’s language, in seconds under a minute, else in minutes', async () => {
    await failTimes(server(), ACCOUNT.freeFailures);
    expect(await (await attempt(server(), 'admin', 'admin', 'ro')).text()).toContain('Prea multe autentificări eșuate. Încercați din nou peste 30 de secunde.');
    await lockAccount(server(), clock, 'nobody');
    expect(await (await attempt(server(), 'nobody', 'admin')).text()).toContain('Too many failed sign-ins. Try again in 15 minutes.');
    expect(await (await attempt(server(), 'nobody', 'admin', 'ro')).text()).toContain('Prea multe autentificări eșuate. Încercați din nou peste 15 minute.');
  });

  it('locks again for 15 minutes after each further failure once locked', async () => {
    await lockAccount(server(), clock);
    expect(await retryAfter(server())).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    await failTimes(server(), 1);
    clock.advance(14 * MINUTE);
    expect(await retryAfter(server())).toBe(60);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await failTimes(server(), ACCOUNT.freeFailures - 1);
    expect((await attempt(server(), 'admin', 'admin')).status).toBe(303);
    await failTimes(server(), ACCOUNT.freeFailures);
    expect(await retryAfter(server())).toBe(30);
  });

  it('forgets the failures of an account after 12 quiet hours', async () => {
    await failTimes(server(), ACCOUNT.freeFailures - 1);
    clock.advance(ACCOUNT.forgetAfterSeconds * SECOND);
    await failTimes(server(), ACCOUNT.freeFailures);
    expect(await retryAfter(server())).toBe(30);
  });

  it('checks only the free attempts of a burst sent at once: the count and the wait are one atomic step', async () => {
    const burst = await Promise.all(Array.from({ length: 12 }, () => attempt(server(), 'admin', 'wrong')));
    const statuses = burst.map((response) => response.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(ACCOUNT.freeFailures).fill(401), ...Array<number>(12 - ACCOUNT.freeFailures).fill(429)]);
  });

  it('answers 429 with Retry-After to an address that fails on many accounts, even for a right password', async () => {
    const { freeFailures } = THROTTLE_RULES.address;
    for (let i = 0; i < freeFailures; i++) await failTimes(server(), 1, `guess-${i}`);
    const refused = await attempt(server(), 'admin', 'admin');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(warnings()).toHaveBeenLastCalledWith('Failed sign-in from 127.0.0.1 for account "admin": address throttled, retry in 30 s');
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i <= THROTTLE_RULES.address.freeFailures; i++) expect((await attempt(server(), 'admin', 'admin')).status).toBe(303);
    expect(await server().ctx.db.selectFrom('idp_sign_in_throttle').select('failures').where('kind', '=', 'address').executeTakeFirst()).toEqual({ failures: 0 });
  });

  it('logs each failed sign-in on the server output with address, account and what happened, never the password', async () => {
    await attempt(server(), 'nobody', 'hunter2-guess');
    await attempt(server(), 'admin', 'hunter2-guess');
    await attempt(server(), 'line\nbreak', 'hunter2-guess');
    await lockAccount(server(), clock, 'someone');
    await attempt(server(), 'someone', 'hunter2-guess');
    const lines = warnings().mock.calls.map(([line]) => line as string);
    expect(lines.slice(0, 3)).toEqual([
      'Failed sign-in from 127.0.0.1 for account "nobody": unknown account',
      'Failed sign-in from 127.0.0.1 for account "admin": wrong password',
      'Failed sign-in from 127.0.0.1 for account "line\\nbreak": unknown account',
    ]);
    expect(lines.at(-1)).toBe('Failed sign-in from 127.0.0.1 for account "someone": account locked, retry in 900 s');
    expect(lines.join('\n')).not.toContain('hunter2');
  });
});

describe('sign-in throttling across instances', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('shares the failure count between two instances on one database', async () => {
    const clock = testClock();
    const [one, two] = [await startTestServer({ database, signInClock: clock.now }), await startTestServer({ database, signInClock: clock.now })];
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await failTimes(one, 3);
      await failTimes(two, ACCOUNT.freeFailures - 3);
      expect((await attempt(one, 'admin', 'admin')).status).toBe(429);
      expect((await attempt(two, 'admin', 'admin')).status).toBe(429);
    } finally {
      warnings.mockRestore();
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
