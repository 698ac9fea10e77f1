import { TournamentStatus } from '../../../src/domain/enums';
import { ACCESS_TOKEN_SECONDS } from '../../src/idp/idpContext';
import { ingest, round, runningTournament } from '../engine/engineFixtures';
import { completeTournament, createTournament } from '../fixtures/tournamentFixture';
import { insertPlayers, playerId } from '../leaderboard/leaderboardFixtures';
import { testClock } from '../fixtures/testClock';
import { startTestServer, useTestServer, type TestServer } from '../harness';
import { openStream, type OpenedStream, type StreamMessage } from './eventStreamClient';
import { waitUntil } from '../db/databaseProcesses';

const changesOf = (id: number) => `/api/leaderboard/${id}/changes`;

async function nextMessage(stream: OpenedStream): Promise<StreamMessage | undefined> {
  return stream.next({ skipComments: true });
}

/** The next `end` message, past the changes before it (the change that ended the tournament has a version too). */
async function nextEnd(stream: OpenedStream): Promise<StreamMessage | undefined> {
  for (;;) {
    const message = await nextMessage(stream);
    if (!message || message.event === 'end') return message;
  }
}

/** The board's version as stored, what every instance's messages carry. */
async function storedVersion(server: TestServer, id: number): Promise<number> {
  const row = await server.ctx.db.selectFrom('leaderboard_versions').select('version').where('tournament_id', '=', id).executeTakeFirst();
  return row?.version ?? 0;
}

/** A test server whose live messages come at most once per `intervalMs`, and the streams a test opens on it, left after each test. */
function useLiveServer(intervalMs: number) {
  const clock = testClock();
  const server = useTestServer({ now: clock.now, env: { LIVE_INTERVAL_MS: String(intervalMs), LIVE_HEARTBEAT_MS: '60000' } });
  const streams: OpenedStream[] = [];
  const open = async (path: string, token?: string | null) => {
    const stream = await openStream(server(), path, token);
    streams.push(stream);
    return stream;
  };
  afterEach(() => streams.splice(0).forEach((stream) => stream.leave()));
  return { clock, server, open };
}

describe('GET /api/leaderboard/{id}/changes', () => {
  // Short, so that each change's message comes soon; the coalescing test below has an interval of its own.
  const { clock, server, open } = useLiveServer(200);

  it('answers a stream with the headers of every route, and the board as it is at once', async () => {
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('sse-a1', 'sse-a-ana', { user_name: 'Ana', stake: 50 })]);
    const stream = await open(changesOf(id));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    const version = await storedVersion(server(), id);
    expect(version).toBeGreaterThan(0);
    expect(await nextMessage(stream)).toEqual({
      event: 'change',
      id: String(version),
      data: { tournament_id: id, version, players: 1, leader: { user_id: 'sse-a-ana', user_name: 'Ana', total_score: 50 } },
    });
  });

  it('carries version 0 and no leader for a board nobody has changed', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    expect(await nextMessage(stream)).toEqual({ event: 'change', id: '0', data: { tournament_id: id, version: 0, players: 0, leader: null } });
  });

  it('tells of an accepted event with a newer version', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    await nextMessage(stream);
    await ingest(server(), [round('sse-b1', 'sse-b-bob', { user_name: 'Bob', stake: 20 })]);
    const change = await nextMessage(stream);
    expect(change).toMatchObject({ event: 'change', data: { players: 1, leader: { user_id: 'sse-b-bob', total_score: 20 } } });
    expect(change?.data).toMatchObject({ version: await storedVersion(server(), id) });
  });

  it('tells of a manual adjustment and an assignment, each with a newer version', async () => {
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('sse-c1', 'sse-c-cora', { user_name: 'Cora' })]);
    const stream = await open(changesOf(id));
    const first = (await nextMessage(stream))?.data as { version: number };
    const adjusted = await server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'sse-c-cora', score: 90, note: 'Goodwill' } });
    expect(adjusted.status).toBe(200);
    const second = (await nextMessage(stream))?.data as { version: number; leader: { total_score: number } };
    expect(second.version).toBeGreaterThan(first.version);
    expect(second.leader.total_score).toBe(100);
    await insertPlayers(server().ctx.db, 1);
    expect((await server().request('PUT', `/api/tournaments/${id}/players/${playerId(1)}`)).json).toBe(true);
    const third = (await nextMessage(stream))?.data as { version: number; players: number };
    expect(third.version).toBeGreaterThan(second.version);
    expect(third.players).toBe(2);
  });

  it('ends with the status when the tournament is canceled, and closes', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    await nextMessage(stream);
    expect((await server().request('PUT', `/api/tournaments/${id}/cancel`)).status).toBe(200);
    expect(await nextEnd(stream)).toEqual({ event: 'end', data: { tournament_id: id, status: TournamentStatus.Canceled } });
    expect(await nextMessage(stream)).toBeUndefined();
  });

  it('ends with the status when the tournament completes, and closes', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    await nextMessage(stream);
    await completeTournament(server(), clock, id);
    expect(await nextEnd(stream)).toEqual({ event: 'end', data: { tournament_id: id, status: TournamentStatus.Completed } });
    expect(await nextMessage(stream)).toBeUndefined();
  });

  it('gives a tournament not In Progress the board, then end, then closes', async () => {
    const draft = await createTournament(server());
    const stream = await open(changesOf(draft));
    expect(await nextMessage(stream)).toMatchObject({ event: 'change', data: { tournament_id: draft } });
    expect(await nextMessage(stream)).toEqual({ event: 'end', data: { tournament_id: draft, status: TournamentStatus.Draft } });
    expect(await nextMessage(stream)).toBeUndefined();
  });

  it('completes and ends a tournament whose end has passed but the completion job has not yet seen', async () => {
    const id = await runningTournament(server(), clock);
    clock.advance(2 * 24 * 3600_000);
    const stream = await open(changesOf(id));
    expect(await nextEnd(stream)).toEqual({ event: 'end', data: { tournament_id: id, status: TournamentStatus.Completed } });
  });

  it('lets go of the board when the client leaves', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    await nextMessage(stream);
    expect(server().ctx.liveBoards.watchedBoards()).toBeGreaterThan(0);
    stream.leave();
    await waitUntil(() => server().ctx.liveBoards.watchedBoards() === 0, 'the board to be let go');
  });

  it('refuses without a token (401), with an ingest token (403), a bad id (400) and an unknown tournament (404)', async () => {
    expect((await open(changesOf(1), null)).status).toBe(401);
    expect((await open(changesOf(1), await server().ingestToken())).status).toBe(403);
    const bad = await open('/api/leaderboard/abc/changes');
    expect(bad.status).toBe(400);
    expect(bad.refusal).toEqual({ message: expect.stringMatching(/^id: /) });
    const unknown = await open(changesOf(999999));
    expect(unknown.status).toBe(404);
    expect(unknown.refusal).toEqual({ message: 'Tournament 999999 not found' });
  });
});

describe('GET /api/leaderboard/{id}/changes, one message an interval', () => {
  // A long interval, so that the test's changes surely fall within one.
  const { clock, server, open } = useLiveServer(3000);

  it('coalesces the changes of one interval into one message with the last version', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await open(changesOf(id));
    await nextMessage(stream);
    for (let n = 1; n <= 5; n += 1) await ingest(server(), [round(`sse-d${n}`, `sse-d-${n}`, { stake: n })]);
    const last = await storedVersion(server(), id);
    expect(await nextMessage(stream)).toMatchObject({ event: 'change', id: String(last), data: { version: last, players: 5, leader: { user_id: 'sse-d-5' } } });
  });
});

describe('GET /api/leaderboards/changes?ids=', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now, env: { LIVE_INTERVAL_MS: '200' } });

  it('streams several boards, ends each on its own and closes after the last', async () => {
    const first = await runningTournament(server(), clock);
    const second = await runningTournament(server(), clock);
    const stream = await openStream(server(), `/api/leaderboards/changes?ids=${first},${second}`);
    expect(stream.status).toBe(200);
    const connected = [await nextMessage(stream), await nextMessage(stream)];
    expect(connected.map((message) => (message?.data as { tournament_id: number }).tournament_id).sort()).toEqual([first, second].sort());
    await ingest(server(), [round('ssem-1', 'ssem-eva', { user_name: 'Eva', stake: 7 })]);
    const changes = [await nextMessage(stream), await nextMessage(stream)];
    expect(changes.map((message) => message?.data)).toEqual(
      expect.arrayContaining([expect.objectContaining({ tournament_id: first, players: 1 }), expect.objectContaining({ tournament_id: second, players: 1 })]),
    );
    await server().request('PUT', `/api/tournaments/${first}/cancel`);
    expect(await nextEnd(stream)).toEqual({ event: 'end', data: { tournament_id: first, status: TournamentStatus.Canceled } });
    await server().request('PUT', `/api/tournaments/${second}/cancel`);
    expect(await nextEnd(stream)).toEqual({ event: 'end', data: { tournament_id: second, status: TournamentStatus.Canceled } });
    expect(await nextMessage(stream)).toBeUndefined();
  });

  it('refuses a malformed list, more than 50 boards and an unknown tournament, in words', async () => {
    const malformed = 'ids: must be tournament ids separated by commas, e.g. 3,7,12';
    const refusals: Array<[string, string]> = [
      ['', malformed],
      ['1,x', malformed],
      ['0', malformed],
      [Array.from({ length: 51 }, (_, n) => n + 1).join(','), 'ids: at most 50 tournaments on one stream'],
      ['9999999999', 'ids: each must be at most 2147483647'],
    ];
    for (const [ids, message] of refusals) {
      const stream = await openStream(server(), `/api/leaderboards/changes?ids=${ids}`);
      expect({ ids, status: stream.status, refusal: stream.refusal }).toEqual({ ids, status: 400, refusal: { message } });
    }
    expect((await openStream(server(), '/api/leaderboards/changes?ids=999998,999999')).refusal).toEqual({ message: 'Tournament 999998, 999999 not found' });
  });
});

describe('a stream and its token', () => {
  const clock = testClock();
  // Tokens signed by a clock that runs this far behind expire seconds after they are issued.
  const server = useTestServer({ now: clock.now, signInClock: () => new Date(Date.now() - (ACCESS_TOKEN_SECONDS - 3) * 1000) });

  it('closes when the token expires, so that the client comes back with a fresh one', async () => {
    const id = await runningTournament(server(), clock);
    const stream = await openStream(server(), changesOf(id));
    expect(await nextMessage(stream)).toMatchObject({ event: 'change' });
    expect(await nextMessage(stream)).toBeUndefined();
    await waitUntil(() => server().ctx.liveBoards.watchedBoards() === 0, 'the board to be let go');
  });
});

describe('the heartbeat and the server closing', () => {
  it('sends a heartbeat comment, and the server stops with a stream open, ending it', async () => {
    const clock = testClock();
    const server = await startTestServer({ now: clock.now, env: { LIVE_HEARTBEAT_MS: '100' } });
    const stream = await openStream(server, changesOf(await runningTournament(server, clock)));
    expect(await stream.next()).toMatchObject({ event: 'change' });
    expect(await stream.next()).toEqual({ comment: 'heartbeat' });
    await server.stop();
    expect(await nextMessage(stream)).toBeUndefined();
  });
});
