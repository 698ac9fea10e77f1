/**
 * Figure 19 (issue 26, "Heavy work is bounded"): the Running list's reads while 20 Simulates of 35 days are
 * requested at once, and the server's memory after them.
 */
import os from 'node:os';
import { DAY_MS } from '../../src/domain/dates';
import { defaultSimulatesRunning } from '../../server/src/config';
import { SIMULATION_WINDOW_MAX_DAYS } from '../../src/domain/simulationWindow';
import type { DatabaseHandle } from '../../server/src/db/database';
import { DEFAULT_DEMO_PLAYERS, seedDemoData } from '../../server/src/seed/seedDemoData';
import { SCORING_THREAD_IDLE_MS } from '../../server/src/simulate/scoringThreads';
import { sql } from 'kysely';
import { readsBesideIdle } from '../lib/readsBesideIdle';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { memoryDuring, residentBytes } from '../lib/processMemory';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { summarize, timed } from '../lib/stats';
import { measureOnEachDatabase, whileOpen, withThrowawayDatabase, type DatabaseKind } from '../lib/throwawayDatabase';

const P95_BUDGET_MS = 50;
const AT_ONCE = 20;
const RUNNING_LIST = '/api/tournaments/running';
const TITLE = `Running list reads while ${AT_ONCE} Simulates of ${SIMULATION_WINDOW_MAX_DAYS} days are requested at once, and the memory after`;
const MB = 1024 * 1024;
/**
 * The server-wide limits as shipped (SIMULATE_RUNNING the CPUs but one, SIMULATE_WAITING 20); the per-member ones
 * raised so that one bench account stands for 20 staff members each asking once: all 20 are served, in turns.
 */
const SERVER_ENV = { SIMULATE_RUNNING_PER_STAFF: '2', SIMULATE_WAITING_PER_STAFF: String(AT_ONCE) };

/** The demo seed (14 days of events before now) and the flagship running tournament's id. */
async function seed(handle: DatabaseHandle): Promise<{ now: Date; flagship: number; events: number }> {
  const now = new Date();
  await seedDemoData(handle.db, { players: DEFAULT_DEMO_PLAYERS, now, publicUrl: 'http://127.0.0.1' });
  await sql`ANALYZE`.execute(handle.db);
  const { rows } = await sql<{ id: number }>`
    SELECT tournament_id AS id FROM leaderboard_rows GROUP BY tournament_id ORDER BY count(*) DESC, tournament_id LIMIT 1`.execute(handle.db);
  const { rows: counted } = await sql<{ events: number }>`SELECT count(*)::int AS events FROM gaming_events`.execute(handle.db);
  return { now, flagship: rows[0].id, events: counted[0].events };
}

async function readOnce(server: ServerProcess): Promise<number> {
  return timed(async () => {
    const { status } = await server.get(RUNNING_LIST);
    if (status !== 200) throw new Error(`${RUNNING_LIST} answered ${status}`);
  });
}

/** GETs of the Running list, one after another, until `done` settles; each one's time. */
async function readsUntil(server: ServerProcess, done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) times.push(await readOnce(server));
  return times;
}

async function measureOn(kind: DatabaseKind, { log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  return withThrowawayDatabase(kind, postgresUrl, async (database) => {
    log(`${kind}: seeding the demo (${DEFAULT_DEMO_PLAYERS} players, 14 days of events)`);
    const { now, flagship, events } = await whileOpen(database, seed);
    const window = { from: new Date(now.getTime() - SIMULATION_WINDOW_MAX_DAYS * DAY_MS).toISOString(), to: now.toISOString() };
    return withServerProcess({ ...database.serverEnv, ...SERVER_ENV }, async (server) => {
      const { text } = await server.get(`/api/tournaments/${flagship}`);
      const body = { tournament: JSON.parse(text) as unknown, ...window };
      // Warm-up: a Simulate alone (its time beside the figure), and idle reads.
      const aloneMs = await timed(() => server.send('POST', '/api/tournaments/simulate', body));
      const idleTimes: number[] = [];
      for (let k = 0; k < 50; k++) idleTimes.push(await readOnce(server));
      const idle = summarize(idleTimes);
      log(`${kind}: ${AT_ONCE} Simulates at once, reading ${RUNNING_LIST} meanwhile`);
      const started = performance.now();
      const { result, memory } = await memoryDuring([server.pid], async () => {
        const simulates = Promise.all(Array.from({ length: AT_ONCE }, () => server.send('POST', '/api/tournaments/simulate', body)));
        const reads = await readsUntil(server, simulates);
        return { reads, answers: await simulates };
      });
      const allMs = performance.now() - started;
      const statuses = result.answers.map(({ status }) => status);
      const ok = statuses.filter((status) => status === 200).length;
      const busy = summarize(result.reads);
      const afterMb = residentBytes(server.pid) / MB;
      // The scoring threads kept warm end after SCORING_THREAD_IDLE_MS without a run: what the server keeps then.
      await new Promise((resolve) => setTimeout(resolve, SCORING_THREAD_IDLE_MS + 2_000));
      const settledMb = residentBytes(server.pid) / MB;
      return [
        readsBesideIdle(
          `${kind}: ${RUNNING_LIST} while ${AT_ONCE} Simulates run or wait`,
          busy,
          idle,
          { p95Ms: P95_BUDGET_MS },
          `max ${busy.max.toFixed(0)} ms; idle median ${idle.median.toFixed(1)} ms; ${ok} of ${AT_ONCE} answered 200 (others: ${statuses.filter((status) => status !== 200).join(', ') || 'none'}), the last after ${(allMs / 1000).toFixed(1)} s; one alone took ${aloneMs.toFixed(0)} ms over ${events.toLocaleString('en')} stored events`,
        ),
        {
          label: `${kind}: the server's resident memory after the ${AT_ONCE} Simulates`,
          value: afterMb,
          unit: 'MB',
          runs: 1,
          note: `${(memory[0].before / MB).toFixed(0)} MB before them, ${(memory[0].peak / MB).toFixed(0)} MB at the peak, ${settledMb.toFixed(0)} MB once the idle scoring threads ended (${SCORING_THREAD_IDLE_MS / 1000} s later); the server's process, PGlite's is apart`,
        },
      ];
    });
  });
}

export const simulatesAtOnceFigure: BenchFigure = {
  figure: 19,
  title: TITLE,
  budget: `reads p95 ≤ ${P95_BUDGET_MS} ms`,
  async run(options) {
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 19,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 26, "Heavy work is bounded": before it one Simulate over 35 days took 2.8 s, 20 at once 30 to 59 s each while the Running list waited up to 33 s, and the server grew from 300 MB to 1.05 GB for good. The demo seed (${DEFAULT_DEMO_PLAYERS} players on the flagship, 14 days of events), the flagship's rules over the ${SIMULATION_WINDOW_MAX_DAYS} days before the moment of seeding; the server in its own process (demo traffic and background jobs off) with the shipped server-wide limits (SIMULATE_RUNNING ${defaultSimulatesRunning()} on this machine's ${os.availableParallelism()} CPUs, SIMULATE_WAITING 20) and ${Object.entries(SERVER_ENV).map(([name, value]) => `${name} ${value}`).join(', ')}, so that the one bench account stands for ${AT_ONCE} staff members asking once each.`,
        `The ${AT_ONCE} POST /api/tournaments/simulate are sent together; meanwhile GET ${RUNNING_LIST} is read one request at a time (keep-alive, admin token) until the last Simulate has answered. The idle reads (50) come after one Simulate alone, before the ${AT_ONCE}. Memory: the server process's VmRSS before, at its peak (VmHWM, sampled every 10 ms), right after, and once the scoring threads kept warm have ended.`,
      ],
    };
  },
};
