import type { Worker } from 'node:worker_threads';
import { tournament } from '../../../src/domain/scoring/scoringFixtures';
import type { EventRow } from '../../src/simulate/eventRows';
import type { ScoringSetup } from '../../src/simulate/scoringJob';
import { ScoringRefused, ScoringThread } from '../../src/simulate/scoringThread';
import { readdirSync, readFileSync } from 'node:fs';
import { SCORING_THREAD_NICENESS, ScoringThreads } from '../../src/simulate/scoringThreads';

/** Issue 26, "Heavy work is bounded": a run's scoring thread ends when the run gives up or passes its bounds. */

const MIDWEEK = new Date('2030-01-09T12:00:00.000Z');
const setup = (changes: Partial<ScoringSetup> = {}): ScoringSetup => ({ rules: tournament(), boosters: [], known: [], staffActions: [], tiers: [], maxPlayers: 1_000_000, ...changes });

/** `size` rounds on game 7 as stored, one per new player, from player number `from` on, all in one batch. */
function newPlayers(from: number, size: number): EventRow[] {
  return Array.from({ length: size }, (_, k) => ({
    id: `e${from + k}`,
    type: 'casino_round',
    user_id: `player-with-a-longish-id-${from + k}`,
    user_name: null,
    occurred_at: MIDWEEK,
    game_id: 7,
    platform: 'desktop',
    stake: 10,
    win: 0,
    bonus_id: null,
    amount: null,
    role_id: null,
    tournament_id: null,
    arrival: MIDWEEK.toISOString(),
    arrival_ms: MIDWEEK.getTime(),
  }));
}

/** The threads, remembering each one handed out so that a test can see it end. */
function watchedThreads(heapMb: number): { threads: ScoringThreads; taken: Worker[] } {
  const threads = new ScoringThreads(heapMb);
  const taken: Worker[] = [];
  const take = threads.take.bind(threads);
  jest.spyOn(threads, 'take').mockImplementation(() => {
    const worker = take();
    taken.push(worker);
    return worker;
  });
  return { threads, taken };
}

/** The nice value of each of this process's threads (Linux: /proc/self/task/{tid}/stat, field 19), by thread id. */
function niceValues(): Map<number, number> {
  return new Map(
    readdirSync('/proc/self/task').map((tid) => {
      // The command name in parentheses may hold spaces: fields are counted after its closing parenthesis.
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
}

const ended = (worker: Worker) => new Promise((resolve) => worker.once('exit', resolve));

describe('ScoringThread', () => {
  it('answers the board of the pages sent, and keeps its thread for the next run', async () => {
    const { threads, taken } = watchedThreads(64);
    for (const run of [1, 2]) {
      const scoring = new ScoringThread(threads, setup(), new AbortController().signal);
      await scoring.score(newPlayers(0, 3));
      await scoring.score(newPlayers(2, 3));
      expect(await scoring.finish()).toMatchObject({ events: 6, players: 5 });
      expect(taken).toHaveLength(run);
    }
    expect(taken[1]).toBe(taken[0]);
    await threads.stop();
  });

  it('ends its thread at once when the request gives up, rejecting with the reason', async () => {
    const { threads, taken } = watchedThreads(64);
    const request = new AbortController();
    const scoring = new ScoringThread(threads, setup(), request.signal);
    await scoring.score(newPlayers(0, 10));
    const exit = ended(taken[0]);
    request.abort();
    await expect(scoring.finish()).rejects.toMatchObject({ name: 'AbortError' });
    await exit;
  });

  it('stops at the board’s bound of players', async () => {
    const { threads, taken } = watchedThreads(64);
    const scoring = new ScoringThread(threads, setup({ maxPlayers: 4 }), new AbortController().signal);
    const exit = ended(taken[0]);
    await scoring.score(newPlayers(0, 5)).catch(() => {});
    await expect(scoring.finish()).rejects.toEqual(new ScoringRefused('tooManyPlayers'));
    await exit;
  });

  it('stops at its heap’s bound instead of growing the server', async () => {
    const { threads, taken } = watchedThreads(32);
    const scoring = new ScoringThread(threads, setup(), new AbortController().signal);
    const exit = ended(taken[0]);
    const pages = (async () => {
      // 32 MB hold about 70,000 players: 400,000 are far beyond.
      for (let from = 0; from < 400_000; from += 10_000) await scoring.score(newPlayers(from, 10_000));
    })();
    await expect(pages.then(() => scoring.finish())).rejects.toEqual(new ScoringRefused('outOfMemory'));
    await exit;
  });

  it('scores at a lower priority than the server: its own thread is niced, the main thread is not', async () => {
    const threads = new ScoringThreads(64);
    const before = niceValues();
    const scoring = new ScoringThread(threads, setup(), new AbortController().signal);
    await scoring.score(newPlayers(0, 3));
    await scoring.finish();
    const started = [...niceValues()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
    expect(started).toContain(SCORING_THREAD_NICENESS);
    expect(niceValues().get(process.pid)).toBe(0);
    await threads.stop();
  });
});
