/**
 * Figure 13 (issue 12): 200 open live streams (GET /api/leaderboard/{id}/changes) on one server: the server's
 * resident memory they add, and figure 9's ingest rate with them open against without, in alternating rounds.
 */
import { prepareTraffic, RUNNING_TOURNAMENTS, type TrafficPlan } from '../lib/eventTraffic';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { leaderboardSize, withBigLeaderboard } from '../lib/bigLeaderboard';
import { BATCH_SIZE, batchesOf, CONCURRENCY, eventsPerSecondThroughApi, WARM_UP_EVENTS } from '../lib/ingestRate';
import { memoryDuring } from '../lib/processMemory';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { median } from '../lib/stats';
import { measureOnEachDatabase, whileOpen, type DatabaseKind } from '../lib/throwawayDatabase';

const SUBSCRIPTIONS = 200;
const MAX_GROWTH_MB = 50;
const MB = 1024 * 1024;
const TITLE = `${SUBSCRIPTIONS} open live streams on one server: memory, and the ingest rate with them`;
const roundsOf = (quick: boolean) => (quick ? { rounds: 2, events: 5_000 } : { rounds: 3, events: 50_000 });
/** After the streams are open, before memory is read: what they allocated settles. */
const SETTLE_MS = 2_000;

interface OpenStreams {
  /** `change` messages the streams have received so far. */
  changes(): number;
  close(): Promise<void>;
}

/** Opens the streams over the running boards in turn and waits until each has had its first message. */
async function openStreams(server: ServerProcess, plan: TrafficPlan): Promise<OpenStreams> {
  let changes = 0;
  const readers = await Promise.all(
    Array.from({ length: SUBSCRIPTIONS }, async (_, k) => {
      const response = await server.open(`/api/leaderboard/${plan.tournamentIds[k % plan.tournamentIds.length]}/changes`);
      if (response.status !== 200) throw new Error(`the stream answered ${response.status}: ${await response.text()}`);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const count = (text: string) => (changes += text.split('event: change').length - 1);
      const first = await reader.read();
      if (first.done) throw new Error('a stream closed before its first message');
      count(first.value);
      const reading = (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) count(chunk.value);
      })().catch(() => undefined);
      return { reader, reading };
    }),
  );
  return {
    changes: () => changes,
    async close() {
      await Promise.all(readers.map(({ reader, reading }) => reader.cancel().then(() => reading)));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const { rounds, events } = roundsOf(quick);
  return withBigLeaderboard(kind, { postgresUrl, log }, leaderboardSize(quick), async (database) => {
    const plan = await whileOpen(database, (handle) => prepareTraffic(handle.db));
    // The streams are all the admin's, as many consoles of one account: above the per-staff cap (decision 123).
    return withServerProcess({ ...database.serverEnv, LIVE_STREAMS_PER_STAFF: String(SUBSCRIPTIONS) }, async (server) => {
      log(`${kind}: warming up (${WARM_UP_EVENTS.toLocaleString('en')} events, not recorded)`);
      await eventsPerSecondThroughApi(server, batchesOf(plan, 'live-warm-up', 0, WARM_UP_EVENTS));
      const rates = { without: [] as number[], with: [] as number[] };
      const growth: number[] = [];
      let changesHeard = 0;
      for (let round = 0; round < rounds; round++) {
        const without = async () => rates.without.push(await eventsPerSecondThroughApi(server, batchesOf(plan, 'live-without', round, events)));
        const withStreams = async () => {
          const { result: streams, memory } = await memoryDuring([server.pid], async () => {
            const opened = await openStreams(server, plan);
            await sleep(SETTLE_MS);
            return opened;
          });
          growth.push(memory[0].peak - memory[0].before);
          const before = streams.changes();
          rates.with.push(await eventsPerSecondThroughApi(server, batchesOf(plan, 'live-with', round, events)));
          // The last coalesced message of the round comes within a second of its last event.
          await sleep(1_500);
          changesHeard += streams.changes() - before;
          await streams.close();
        };
        log(`${kind}: round ${round + 1} of ${rounds}, ${events.toLocaleString('en')} events without and with ${SUBSCRIPTIONS} streams open`);
        // Taking turns at going first, as figure 9 does.
        for (const measure of round % 2 ? [withStreams, without] : [without, withStreams]) await measure();
      }
      const withMedian = median(rates.with);
      const slowestWithout = Math.min(...rates.without);
      const growthMb = median(growth) / MB;
      return [
        {
          label: `${kind}: resident memory the server adds for ${SUBSCRIPTIONS} open streams`,
          value: growthMb,
          unit: 'MB',
          runs: growth.length,
          budget: { text: `≤ ${MAX_GROWTH_MB} MB`, pass: growthMb <= MAX_GROWTH_MB },
          note: `peak resident memory while opening them (each had its first message) and ${SETTLE_MS / 1000} s after, minus before; rounds: ${growth.map((bytes) => (bytes / MB).toFixed(1)).join(', ')} MB`,
        },
        {
          label: `${kind}: events/s through POST /api/events with ${SUBSCRIPTIONS} streams open (batches of ${BATCH_SIZE.toLocaleString('en')}, ${CONCURRENCY} at a time)`,
          value: withMedian,
          unit: 'events/s',
          runs: rounds,
          baseline: { label: 'no stream open', value: median(rates.without), ratio: withMedian / median(rates.without) },
          budget: { text: 'no measurable slowdown: at least the slowest round without streams', pass: withMedian >= slowestWithout },
          note:
            `rounds: with ${rates.with.map(Math.round).join(', ')}; without ${rates.without.map(Math.round).join(', ')} events/s; ` +
            `the streams received ${changesHeard.toLocaleString('en')} change messages during the rounds with them`,
        },
      ];
    });
  });
}

export const liveSubscriptionsFigure: BenchFigure = {
  figure: 13,
  title: TITLE,
  budget: `≤ ${MAX_GROWTH_MB} MB of memory for the streams; no slower ingest with them`,
  async run(options) {
    const { rounds, events } = roundsOf(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 13,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 12, spec §3 and §6. Figure 9's database (the demo seed with ${leaderboardSize(options.quick).toLocaleString('en')} players on the flagship's board, ${RUNNING_TOURNAMENTS} running tournaments) and its traffic; ${rounds} rounds of ${events.toLocaleString('en')} events without and with the streams (taking turns at going first), after an unrecorded warm-up round.`,
        `The ${SUBSCRIPTIONS} streams are GET /api/leaderboard/{id}/changes over the running boards in turn (as many consoles with a Leaderboard tab open), each its own HTTP connection from the bench process with the admin's token, read as they come; opened afresh each round and closed after it. The server reads each changed board that someone watches at most once a second, in one statement for all of them, and hands the snapshot to every stream of that board.`,
      ],
    };
  },
};
