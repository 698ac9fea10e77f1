/**
 * Figure 11 (issue 11): figure 2's leaderboard reads (a page at the top, a page half-way down, a player's rank)
 * on the big board while 5,000 events a second are ingested, against the same reads on the idle board.
 */
import { leaderboardSize, withBigLeaderboard, type BigLeaderboard } from '../lib/bigLeaderboard';
import { BACKGROUND_INGEST, backgroundIngestRow, sentInAll, whileIngesting, type SentEvents } from '../lib/eventIngest';
import { eventSource, prepareTraffic, RUNNING_TOURNAMENTS } from '../lib/eventTraffic';
import { readsBesideIdle } from '../lib/readsBesideIdle';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { readCases, timeApi, type Runs } from '../lib/leaderboardReads';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { BENCH_SHARED_BUFFERS } from '../lib/postgres';
import { summarize } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen } from '../lib/throwawayDatabase';

const P95_BUDGET_MS = 50;
const MAX_RATIO = 2;
/** Idle and busy reads take turns, so that both meet the same moments of a shared machine. */
const ROUNDS = 2;
const TITLE = `Leaderboard reads at 1,000,000 players while ingesting ${BACKGROUND_INGEST.eventsPerSecond.toLocaleString('en')} events/s`;

/** Each read case's times, in readCases order. */
async function timeReads(server: ServerProcess, board: BigLeaderboard, runs: Runs): Promise<number[][]> {
  const times: number[][] = [];
  for (const readCase of readCases(board)) times.push(await timeApi(server, readCase, runs));
  return times;
}

function readRow(kind: DatabaseKind, label: string, busyTimes: number[], idleTimes: number[]): Measurement {
  const busy = summarize(busyTimes);
  const idle = summarize(idleTimes);
  const note = `idle median ${idle.median.toFixed(2)} ms; max ${busy.max.toFixed(1)} ms while ingesting, ${idle.max.toFixed(1)} ms idle`;
  return readsBesideIdle(`${kind}: ${label}, while ingesting`, busy, idle, { p95Ms: P95_BUDGET_MS, maxRatio: MAX_RATIO }, note);
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const runs: Runs = quick ? { runs: 40 / ROUNDS, warmup: 5 } : { runs: 200 / ROUNDS, warmup: 20 };
  return withBigLeaderboard(kind, { postgresUrl, log }, leaderboardSize(quick), async (database, board) => {
    const plan = await whileOpen(database, (handle) => prepareTraffic(handle.db));
    return withServerProcess(database.serverEnv, async (server) => {
      const makeEvents = eventSource(plan, 'figure-11');
      const idle: number[][][] = [];
      const busy: number[][][] = [];
      const sent: SentEvents[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        log(`${kind}: round ${round} of ${ROUNDS}, reads on the idle board, then while ingesting`);
        idle.push(await timeReads(server, board, runs));
        const ingesting = await whileIngesting(server, makeEvents, BACKGROUND_INGEST, () => timeReads(server, board, runs));
        busy.push(ingesting.result);
        sent.push(ingesting.sent);
      }
      const ofCase = (rounds: number[][][], k: number) => rounds.flatMap((round) => round[k]);
      const rows = readCases(board).map((readCase, k) => readRow(kind, readCase.label, ofCase(busy, k), ofCase(idle, k)));
      return [...rows, backgroundIngestRow(kind, sentInAll(sent))];
    });
  });
}

export const readsWhileIngestingFigure: BenchFigure = {
  figure: 11,
  title: TITLE,
  budget: `a page and a rank: p95 ≤ ${P95_BUDGET_MS} ms and ≤ ${MAX_RATIO}× the idle board's p95`,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 11,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 11, spec §6: a page at skip 0 and at skip ${Math.floor(size / 2).toLocaleString('en')} and a player's rank on the ${size.toLocaleString('en')}-player board stay p95 ≤ ${P95_BUDGET_MS} ms and within ${MAX_RATIO}× of the same call on the idle board (compared p95 to p95) while events come in. The calls are figure 2's (bench/lib/leaderboardReads.ts), one at a time with the admin's token, after warm-up calls: in ${ROUNDS} rounds, each first on the idle board, then the same calls again while events are sent (from 2 s before the first call on).`,
        `Events: figure 9's traffic (${RUNNING_TOURNAMENTS} running tournaments, the big board among them) sent from the bench process by a scheduler: ${BACKGROUND_INGEST.batchSize} events every ${(1000 * BACKGROUND_INGEST.batchSize) / BACKGROUND_INGEST.eventsPerSecond} ms, at most ${BACKGROUND_INGEST.maxInFlight} batches awaiting an answer. Where events score, they move players all over the board, so the pages read change under the reads. The events row says what the server took meanwhile.`,
        ...(options.postgresUrl ? [`PostgreSQL: the bench's throw-away cluster runs with shared_buffers=${BENCH_SHARED_BUFFERS}, sized to hold the board as README advises (PostgreSQL's default is 128 MB); a server from DATABASE_URL keeps its own settings.`] : []),
      ],
    };
  },
};
