import { setTimeout as delay } from 'node:timers/promises';
import { WinCriteria } from '../../../src/domain/enums';
import type { DatabaseHandle } from '../../src/db/database';
import { postEvents } from '../events/eventFixtures';
import { testClock } from '../fixtures/testClock';
import { startTestServer, useTestServer, type TestServer } from '../harness';
import { openTestDatabase } from '../testDatabase';
import { at, board, ingest, round, runningTournament, scores } from './engineFixtures';

const BATCHES = 8;
const ROUNDS_PER_BATCH = 25;
/** Adjustments made one after another while a player's events stream in, and the most rounds that stream posts (a bound, not a target). */
const STREAM_ADJUSTMENTS = 5;
const STREAM_MOST = 2000;
/** A busy machine answers the rounds more slowly than they come, and each adjustment then waits behind them. */
const STREAM_TIMEOUT_MS = 60_000;

/** Batch b's rounds, stake b + 1 each, alternating between two players, ids unique across batches. */
const concurrentBatch = (prefix: string, b: number) =>
  Array.from({ length: ROUNDS_PER_BATCH }, (_, n) => round(`${prefix}-${b}-${n}`, `${prefix}-${n % 2}`, { stake: b + 1, occurred_at: at(n) }));
/** What all the batches add up to, per player. */
const expectedTotals = (prefix: string) => ({ [`${prefix}-0`]: 13 * 36, [`${prefix}-1`]: 12 * 36 });

describe('ingest guarantees', () => {
  const clock = testClock();
  const server = useTestServer({ now: clock.now });

  it('scores a replayed batch once: the same board after the second post', async () => {
    const id = await runningTournament(server(), clock);
    const batch = [round('rp-1', 'rp-a', { user_name: 'Ana' }), round('rp-2', 'rp-b', { occurred_at: at(3) }), round('rp-1', 'rp-a', { stake: 99 })];
    expect(await ingest(server(), batch)).toEqual({ accepted: 2, duplicates: 1 });
    const first = await board(server(), id);
    expect(await ingest(server(), batch)).toEqual({ accepted: 0, duplicates: 3 });
    expect(await board(server(), id)).toEqual(first);
    expect(first.map((row) => [row.user_id, row.total_score])).toEqual([
      ['rp-a', 10],
      ['rp-b', 10],
    ]);
  });

  it('stores and scores nothing of a batch with one malformed event', async () => {
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('an-1', 'an-a')]);
    const before = await board(server(), id);
    expect(before).toHaveLength(1);
    const response = await postEvents(server(), [round('an-2', 'an-a'), round('an-3', 'an-b'), round('an-4', 'an-b', { stake: 'ten' })]);
    expect([response.status, (response.json as { index: number }).index]).toEqual([400, 2]);
    expect(await board(server(), id)).toEqual(before);
    expect(await server().ctx.db.selectFrom('gaming_events').select('id').where('id', 'in', ['an-2', 'an-3']).execute()).toEqual([]);
  });

  it('loses no points when batches for the same players arrive at once', async () => {
    const id = await runningTournament(server(), clock);
    const answers = await Promise.all(Array.from({ length: BATCHES }, (_, b) => postEvents(server(), concurrentBatch('cc', b))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(BATCHES).fill(200));
    expect(await scores(server(), id)).toEqual(expectedTotals('cc'));
  });

  it('loses neither an adjustment nor an event that race', async () => {
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('ra-0', 'ra-a')]);
    const adjust = (n: number) =>
      server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'ra-a', score: 1.25, note: `race ${n}` } });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) => postEvents(server(), [round(`ra-${n + 1}`, 'ra-a', { occurred_at: at(n + 1) })])),
      ...Array.from({ length: 5 }, (_, n) => adjust(n)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await scores(server(), id)).toEqual({ 'ra-a': 60 + 5 * 1.25 });
  });

  /**
   * Rounds of `userId` (10 points each) posted one every 1000 / perSecond ms, paced from the start so that the rate
   * holds however long each answer takes, until stopped (at most STREAM_MOST). stop() answers each post's status,
   * or why it got none.
   */
  function streamRounds(prefix: string, userId: string, perSecond: number) {
    let stopped = false;
    const posts: Array<Promise<number | string>> = [];
    const started = performance.now();
    const streaming = (async () => {
      for (let n = 0; !stopped && n < STREAM_MOST; n++) {
        posts.push(postEvents(server(), [round(`${prefix}-${n}`, userId)]).then((response) => response.status, String));
        await delay(Math.max(0, started + ((n + 1) * 1000) / perSecond - performance.now()));
      }
    })();
    return {
      /** Settles when the first round is answered: the events are coming in. */
      flowing: () => posts[0],
      async stop() {
        stopped = true;
        await streaming;
        return Promise.all(posts);
      },
    };
  }

  it('counts every adjustment made while events for the player stream in at 100 a second', async () => {
    const id = await runningTournament(server(), clock);
    await ingest(server(), [round('st-first', 'st-a')]);
    const adjust = (n: number) =>
      server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'st-a', score: 1.25, note: `stream ${n}` } });
    const stream = streamRounds('st', 'st-a', 100);
    const adjustments: number[] = [];
    let events: Array<number | string> = [];
    try {
      await stream.flowing();
      for (let n = 0; n < STREAM_ADJUSTMENTS; n++) adjustments.push((await adjust(n)).status);
    } finally {
      events = await stream.stop();
    }
    expect(events).toEqual(Array(events.length).fill(200));
    expect(adjustments).toEqual(Array(STREAM_ADJUSTMENTS).fill(200));
    expect(await scores(server(), id)).toEqual({ 'st-a': 10 * (1 + events.length) + 1.25 * STREAM_ADJUSTMENTS });
  }, STREAM_TIMEOUT_MS);

  describe('manual adjustments take the scoring rules', () => {
    const adjust = (id: number, score: number) =>
      server().request('PUT', '/api/leaderboards/adjust-score-manually', { body: { tournament_id: id, user_id: 'ad-a', score, note: 'Goodwill' } });

    it('keeps the total at 0 under floor_score, as an event would', async () => {
      const id = await runningTournament(server(), clock, { win_criteria: WinCriteria.NetWin, floor_score: true });
      await ingest(server(), [round('ad-1', 'ad-a', { win: 15 })]);
      expect((await adjust(id, -20)).json).toMatchObject({ row: { total_score: 0 }, rank: 1 });
      expect(await scores(server(), id)).toEqual({ 'ad-a': 0 });
    });

    it('rounds to 2 decimals, half away from zero', async () => {
      const id = await runningTournament(server(), clock);
      await ingest(server(), [round('ad-2', 'ad-a')]);
      await adjust(id, 1.005);
      await adjust(id, -0.125);
      expect(await scores(server(), id)).toEqual({ 'ad-a': 10.88 });
    });
  });
});

/** Meaningful on PostgreSQL (DATABASE_URL), where the two instances' transactions really run at once. */
describe('two server instances on one database ingesting at once', () => {
  const clock = testClock();
  let database: DatabaseHandle;
  let instances: TestServer[];
  beforeAll(async () => {
    database = await openTestDatabase();
    instances = [await startTestServer({ database, now: clock.now }), await startTestServer({ database, now: clock.now })];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
  });

  it('loses no points and scores each event once', async () => {
    const id = await runningTournament(instances[0], clock);
    await Promise.all(instances.map((instance) => instance.ingestToken()));
    // Every batch goes to both instances: each event must count once whichever instance stores it.
    const answers = await Promise.all(instances.flatMap((instance) => Array.from({ length: BATCHES }, (_, b) => postEvents(instance, concurrentBatch('ti', b)))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(2 * BATCHES).fill(200));
    expect(answers.reduce((sum, answer) => sum + (answer.json as { accepted: number }).accepted, 0)).toBe(BATCHES * ROUNDS_PER_BATCH);
    expect(await scores(instances[1], id)).toEqual(expectedTotals('ti'));
  });
});
