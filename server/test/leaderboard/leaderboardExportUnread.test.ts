import { configFromEnv } from '../../src/config';
import { StartRefusal } from '../../src/startRefusal';
import { useTestServer } from '../harness';
import { pausedDownload, readRest, type PausedDownload } from '../pausedDownload';
import { fillLeaderboard, insertTournament } from './leaderboardFixtures';

/** `promise`, or a failure saying what did not come within `ms`: a bound, not a sleep. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A request that takes a moment when the server is free; one that waits for a database connection never comes. */
const ANSWER_BOUND_MS = 5_000;

const exportPath = (id: number) => `/api/export/leaderboard/${id}`;

describe('a leaderboard export whose client does not read (issue 26)', () => {
  // More downloads than PostgreSQL's pool has connections (10), and PGlite has one.
  const downloads = 11;
  const server = useTestServer({ env: { EXPORTS_PER_STAFF: String(downloads) } });
  // About 5 MB of CSV: far more than the sockets' buffers hold, so an unread download stays unfinished.
  const size = 100_000;
  let tournamentId: number;
  beforeAll(async () => {
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, size);
  });
  const open: PausedDownload[] = [];
  afterEach(() => open.splice(0).forEach((download) => download.body.destroy()));

  it(`holds no database connection: with ${downloads} unread downloads open, other requests answer at once, and each download can still finish`, async () => {
    const token = await server().token();
    for (let n = 1; n <= downloads; n++) {
      const download = await within(ANSWER_BOUND_MS, `export ${n}`, pausedDownload(`${server().url}${exportPath(tournamentId)}`, token));
      open.push(download);
      expect(download.status).toBe(200);
    }

    const running = await within(ANSWER_BOUND_MS, 'GET /api/tournaments/running', server().request('GET', '/api/tournaments/running'));
    expect(running.status).toBe(200);
    const page = await within(ANSWER_BOUND_MS, 'a leaderboard page', server().request('GET', `/api/leaderboard/${tournamentId}?take=10`));
    expect(page.json).toMatchObject({ size });

    // The downloads were waiting on their clients, not finished: read again, one delivers the whole board in rank order.
    const { text, complete } = await readRest(open[0]);
    expect(complete).toBe(true);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(size + 1);
    expect(lines.slice(1).map((line) => Number(line.slice(0, line.indexOf(','))))).toEqual(Array.from({ length: size }, (_, i) => i + 1));
  });
});

describe('limits on leaderboard exports (EXPORTS_PER_STAFF, EXPORT_STALL_TIMEOUT_MS)', () => {
  it('default to 3 downloads a staff member and 120 s without a read; a value that is no whole number above 0 stops the start', () => {
    expect(configFromEnv({})).toMatchObject({ exportsPerStaff: 3, exportStallMs: 120_000 });
    for (const name of ['EXPORTS_PER_STAFF', 'EXPORT_STALL_TIMEOUT_MS']) {
      for (const value of ['0', '-1', '2.5', 'many']) expect(() => configFromEnv({ [name]: value })).toThrow(StartRefusal);
    }
  });

  const stallMs = 1_000;
  const server = useTestServer({ env: { EXPORTS_PER_STAFF: '2', EXPORT_STALL_TIMEOUT_MS: String(stallMs) } });
  let tournamentId: number;
  beforeAll(async () => {
    tournamentId = await insertTournament(server().ctx.db);
    await fillLeaderboard(server().ctx.db, tournamentId, 100_000);
  });
  const open: PausedDownload[] = [];
  afterEach(() => open.splice(0).forEach((download) => download.body.destroy()));
  const start = async () => {
    const download = await within(ANSWER_BOUND_MS, 'an export', pausedDownload(`${server().url}${exportPath(tournamentId)}`, await server().token()));
    open.push(download);
    return download;
  };
  /** Starts downloads until one is accepted (the server counts a download as closed once its socket has). */
  const startOnceAllowed = async () => {
    let download = await start();
    while (download.status === 429) {
      download.body.destroy();
      download = await start();
    }
    return download;
  };

  it('refuses a staff member a download beyond their cap with 429, Retry-After and a message, until one of theirs ends', async () => {
    const [first] = [await start(), await start()];
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    const { text } = await readRest(refused);
    expect(JSON.parse(text)).toEqual({ message: 'You already have 2 leaderboard exports downloading: let one finish, or cancel one you paused, then export again' });

    first.body.destroy();
    expect((await within(ANSWER_BOUND_MS, 'a download once one ended', startOnceAllowed())).status).toBe(200);
  });

  it('ends a download whose client has read nothing for the stall timeout, which frees its place', async () => {
    const stalled = [await start(), await start()];
    // Refused until the server ends a stalled download, well within a few stall timeouts.
    expect((await within(5 * stallMs + ANSWER_BOUND_MS, 'a download once a stalled one was ended', startOnceAllowed())).status).toBe(200);
    // Either may idle out first (a socket's timer restarts with every write, and the two fill their buffers at
    // different moments); the one that freed the place was cut short, while reading the other may still finish it.
    const ends = await within(2 * ANSWER_BOUND_MS, 'the rest of the stalled downloads', Promise.all(stalled.map(readRest)));
    expect(ends.map(({ complete }) => complete)).toContain(false);
  });
});
