import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/idp/passwordHash';
import { staffAccountsFile, type StaffAccount } from '../../src/idp/staffAccounts';
import { runningTournament } from '../engine/engineFixtures';
import { testClock } from '../fixtures/testClock';
import { useTestServer } from '../harness';
import { signIn } from '../signIn';
import { openStream, type OpenedStream } from './eventStreamClient';

const usersFile = path.join(os.tmpdir(), `streams-per-staff-${process.pid}.json`);

describe('live streams per staff member (LIVE_STREAMS_PER_STAFF)', () => {
  const clock = testClock();
  beforeAll(async () => {
    const { accounts } = JSON.parse(await fs.readFile(staffAccountsFile(undefined), 'utf8')) as { accounts: StaffAccount[] };
    const bea: StaffAccount = { username: 'bea', name: 'Bea Viewer', email: 'bea@example.test', roles: ['admin'], password_hash: await hashPassword('bea-password') };
    await fs.writeFile(usersFile, JSON.stringify({ accounts: [...accounts, bea] }));
  });
  const server = useTestServer({ now: clock.now, env: { USERS_FILE: usersFile, LIVE_STREAMS_PER_STAFF: '2' } });
  // Declared after useTestServer, so it runs once the server has stopped (jest runs afterAll hooks in that order).
  afterAll(() => fs.rm(usersFile, { force: true }));
  const streams: OpenedStream[] = [];
  const open = async (streamPath: string, token?: string) => {
    const stream = await openStream(server(), streamPath, token);
    streams.push(stream);
    return stream;
  };
  afterEach(() => streams.splice(0).forEach((stream) => stream.leave()));

  it('refuses one more with 429, Retry-After and a message, on either route, until one is left; other staff are not counted', async () => {
    const id = await runningTournament(server(), clock);
    const first = await open(`/api/leaderboard/${id}/changes`);
    await open(`/api/leaderboards/changes?ids=${id}`);
    expect(first.status).toBe(200);
    for (const streamPath of [`/api/leaderboard/${id}/changes`, `/api/leaderboards/changes?ids=${id}`]) {
      const refused = await open(streamPath);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.refusal).toEqual({ message: expect.stringContaining('You already have 2 live streams open') });
    }

    const bea = (await signIn(server(), 'bea', 'bea-password')).accessToken;
    expect((await open(`/api/leaderboard/${id}/changes`, bea)).status).toBe(200);

    first.leave();
    // The server counts the stream as closed once its socket has: the next one is accepted then, without a wait here.
    let again = await open(`/api/leaderboard/${id}/changes`);
    while (again.status === 429) again = await open(`/api/leaderboard/${id}/changes`);
    expect(again.status).toBe(200);
  });
});
