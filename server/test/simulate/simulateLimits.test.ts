import { sql } from 'kysely';
import { OptInCondition, WinCriteria } from '../../../src/domain/enums';
import { BoardReplay } from '../../../src/domain/scoring';
import { validTournamentBody } from '../fixtures/tournamentFixture';
import { useStaffAccountsWith } from '../fixtures/staffAccountFixture';
import { round, ingest } from '../engine/engineFixtures';
import * as windowEvents from '../../src/simulate/windowEvents';
import { useTestServer, type TestResponse } from '../harness';
import { signIn } from '../signIn';

/**
 * Issue 26, "Heavy work is bounded": Simulates past the running limits wait their turn, past the waiting limits are
 * refused with 429 and Retry-After, per staff member too; a run scores off the event loop; a client that leaves
 * frees its place; a window past the board's bound answers 422.
 */

const FROM = '2030-01-07T00:00:00.000Z';
const TO = '2030-01-14T00:00:00.000Z';
const tournament = () => ({ ...validTournamentBody(new Date(FROM)), win_criteria: WinCriteria.Turnover, opt_in_condition: OptInCondition.Open });
const BEA = { username: 'bea', name: 'Bea Simulator', password: 'bea-password' };

/** Checks `condition` whenever the server has had a moment to move, until it holds: no fixed sleep decides. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Holds every Simulate admitted from now on at its first read until the returned function is called: a run then
 * keeps its place for as long as a test needs, whatever the database (the API's gate reads it too, so holding the
 * database itself would hold the requests before they reach the queue).
 */
function holdRuns(): () => void {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const firstArrivalIn = windowEvents.firstArrivalIn;
  const held = jest.spyOn(windowEvents, 'firstArrivalIn').mockImplementation(async (...args) => {
    await opened;
    return firstArrivalIn(...args);
  });
  return () => {
    held.mockRestore();
    open();
  };
}

describe('Simulate’s limits (SIMULATE_*)', () => {
  const usersFile = useStaffAccountsWith(BEA, 'simulate-limits');
  const server = useTestServer({
    env: { USERS_FILE: usersFile, SIMULATE_RUNNING: '2', SIMULATE_RUNNING_PER_STAFF: '1', SIMULATE_WAITING: '1', SIMULATE_WAITING_PER_STAFF: '1', SIMULATE_MAX_PLAYERS: '2' },
  });
  let tokens: { admin: string; bea: string };
  const queue = () => server().ctx.simulations.queue;

  beforeAll(async () => {
    tokens = { admin: await server().token(), bea: (await signIn(server(), BEA.username, BEA.password)).accessToken };
    await ingest(server(), [round('l-1', 'ana', { occurred_at: '2030-01-08T10:00:00.000Z' }), round('l-2', 'bob', { occurred_at: '2030-01-09T10:00:00.000Z' })]);
  });

  const simulate = (token: string, signal?: AbortSignal, window = { from: FROM, to: TO }): Promise<TestResponse> =>
    fetch(`${server().url}/api/tournaments/simulate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tournament: tournament(), ...window }),
      signal,
    }).then(async (response) => {
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as unknown };
    });

  it('lets a staff member’s second run wait while another member runs, refuses past the line with 429 and Retry-After', async () => {
    const release = holdRuns();
    const anasFirst = simulate(tokens.admin);
    await until(() => queue().counts.running === 1);
    // The server could run one more, but not a second of the admin's: it waits.
    const anasSecond = simulate(tokens.admin);
    await until(() => queue().counts.waiting === 1);
    const beas = simulate(tokens.bea);
    await until(() => queue().counts.running === 2);
    // Two run and the line (1) is full: the next is refused at once, whoever sends it.
    const refused = await simulate(tokens.bea);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many simulations are running or waiting: try again in \d+ seconds?$/) });
    release();
    const answers = await Promise.all([anasFirst, anasSecond, beas]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The one that waited says so: its wait in Server-Timing.
    expect(Number(/queue;dur=(\d+)/.exec(answers[1].headers.get('server-timing') ?? '')?.[1])).toBeGreaterThan(0);
    expect(queue().counts).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a client that leaves, running or waiting, for the next in line', async () => {
    const release = holdRuns();
    const leaving = new AbortController();
    const left = simulate(tokens.admin, leaving.signal).catch((error: unknown) => error);
    await until(() => queue().counts.running === 1);
    const waitingThenLeaving = new AbortController();
    const leftTheLine = simulate(tokens.admin, waitingThenLeaving.signal).catch((error: unknown) => error);
    await until(() => queue().counts.waiting === 1);
    waitingThenLeaving.abort();
    await until(() => queue().counts.waiting === 0);
    const next = simulate(tokens.admin);
    await until(() => queue().counts.waiting === 1);
    leaving.abort();
    release();
    expect((await next).status).toBe(200);
    expect(await left).toMatchObject({ name: 'AbortError' });
    expect(await leftTheLine).toMatchObject({ name: 'AbortError' });
    expect(queue().counts).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 422 for a window whose board passes SIMULATE_MAX_PLAYERS, and the next run goes on', async () => {
    await ingest(server(), [round('l-3', 'cyd', { occurred_at: '2030-01-10T10:00:00.000Z' })]);
    const refused = await simulate(tokens.admin);
    expect(refused).toMatchObject({ status: 422, json: { message: 'The window has more than 2 players, more than Simulate may hold: simulate a shorter window' } });
    expect((await simulate(tokens.admin, undefined, { from: FROM, to: '2030-01-10T00:00:00.000Z' })).status).toBe(200);
  });
});

describe('A Simulate scores off the event loop', () => {
  const server = useTestServer();
  /** Events of as many players: scored on the main thread (before issue 26), a page of 10,000 held its event loop 100 to 270 ms on a busy machine. */
  const EVENTS = 30_000;

  beforeAll(async () => {
    await sql`
      INSERT INTO gaming_events (id, type, user_id, occurred_at, game_id, platform, stake, win)
      SELECT 'loop-' || n, 'casino_round', 'player-' || n, ${FROM}::timestamptz + n * interval '10 seconds', 1, 'desktop', 1 + n % 50, 0
        FROM generate_series(1, ${EVENTS}::int) AS n`.execute(server().ctx.db);
    await sql`ANALYZE gaming_events`.execute(server().ctx.db);
  });

  it('scores and ranks on its scoring thread: the main thread runs none of the rules while it answers the board', async () => {
    // The main thread's BoardReplay (the scoring thread loads its own copy of the rules).
    const scored = jest.spyOn(BoardReplay.prototype, 'add');
    const ranked = jest.spyOn(BoardReplay.prototype, 'rows');
    const body = { tournament: { ...tournament(), wagering_conditions: [{ platform: 'both', min_stake: 1, max_stake: null, contribution: 100, casino_game_ids: [1] }] }, from: FROM, to: TO };
    const answer = await server().request('POST', '/api/tournaments/simulate', { body });
    expect(answer).toMatchObject({ status: 200, json: { events: EVENTS, players: EVENTS } });
    expect((answer.json as { rows: Array<{ user_id: string; total_score: number }> }).rows[0]).toMatchObject({ user_id: 'player-49', total_score: 50 });
    expect(scored).not.toHaveBeenCalled();
    expect(ranked).not.toHaveBeenCalled();
  });
});
