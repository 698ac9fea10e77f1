import http from 'node:http';
import { useTestServer, type TestServer } from '../harness';
import { fillLeaderboard, insertTournament } from './leaderboardFixtures';

/** A download whose client stopped reading after the headers (a paused download, a stalled link). */
interface PausedDownload {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

/** Starts a download and reads nothing of its body: the socket stops reading once Node's small buffer is full. */
function pausedDownload(server: TestServer, path: string, token: string): Promise<PausedDownload> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (body) => {
      body.pause();
      resolve({ status: body.statusCode ?? 0, headers: body.headers, body });
    });
    request.once('error', reject);
  });
}

/** `promise`, or a failure saying what did not come within `ms`: a bound, not a sleep. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What the rest of a paused download brings once it is read again, and whether it ended as HTTP says. */
async function readRest(download: PausedDownload): Promise<{ text: string; complete: boolean }> {
  const chunks: Buffer[] = [];
  const closed = new Promise<void>((resolve) => download.body.once('close', () => resolve()));
  download.body.on('data', (chunk: Buffer) => chunks.push(chunk));
  download.body.on('error', () => {});
  download.body.resume();
  await closed;
  return { text: Buffer.concat(chunks).toString('utf8'), complete: download.body.complete };
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
      const download = await within(ANSWER_BOUND_MS, `export ${n}`, pausedDownload(server(), exportPath(tournamentId), token));
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
    const download = await within(ANSWER_BOUND_MS, 'an export', pausedDownload(server(), exportPath(tournamentId), await server().token()));
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
    const [stalled] = [await start(), await start()];
    // Refused until the server ends the stalled download, well within a few stall timeouts.
    expect((await within(5 * stallMs + ANSWER_BOUND_MS, 'a download once the stalled one was ended', startOnceAllowed())).status).toBe(200);
    const { complete } = await readRest(stalled);
    expect(complete).toBe(false);
  });
});
