/**
 * Sending gaming events to a server: as fast as it takes them (a fixed volume through a few parallel senders,
 * for throughput), or at a steady rate in the background (the load other figures measure under).
 */
import type { GamingEvent } from '../../server/src/events/eventSchema';
import type { Measurement } from './figure';
import type { ServerProcess } from './serverProcess';
import { percentile, timed } from './stats';
import type { DatabaseKind } from './throwawayDatabase';

/** Runs `work` on every item, at most `concurrency` at a time, in order of start; answers the milliseconds taken. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<number> {
  const start = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return performance.now() - start;
}

/** POST /api/events of one serialised batch; throws unless every event was accepted as new. */
export async function postBatch(server: ServerProcess, body: string, events: number): Promise<void> {
  const { status, text } = await server.postEvents(body);
  if (status !== 200) throw new Error(`POST /api/events answered ${status}: ${text.slice(0, 300)}`);
  const { accepted } = JSON.parse(text) as { accepted: number };
  if (accepted !== events) throw new Error(`POST /api/events accepted ${accepted} of ${events} new events`);
}

export interface SentEvents {
  events: number;
  seconds: number;
  /** Milliseconds from sending each batch to its answer. */
  answers: number[];
}

/** What several stretches of sending sent together. */
export function sentInAll(stretches: SentEvents[]): SentEvents {
  return stretches.reduce((all, sent) => ({ events: all.events + sent.events, seconds: all.seconds + sent.seconds, answers: [...all.answers, ...sent.answers] }), {
    events: 0,
    seconds: 0,
    answers: [],
  });
}

interface SteadyIngest {
  /** Stops sending, waits for the batches in flight, and says what was sent. */
  stop(): Promise<SentEvents>;
}

export interface SteadyRate {
  eventsPerSecond: number;
  batchSize: number;
  /** Batches waiting for their answer at most; when the server falls behind, the rate sent drops (and is reported). */
  maxInFlight: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `batchSize` events every batchSize / eventsPerSecond seconds, on a schedule (a late batch does not shift
 * the ones after it), until stopped. A failed batch stops the sending and fails stop().
 */
function ingestSteadily(server: ServerProcess, makeEvents: (count: number) => GamingEvent[], rate: SteadyRate): SteadyIngest {
  const intervalMs = (1000 * rate.batchSize) / rate.eventsPerSecond;
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let failure: unknown;
  let sent = 0;
  const answers: number[] = [];
  const loop = (async () => {
    for (let k = 0; !stopped && failure === undefined; k++) {
      await sleep(Math.max(0, start + k * intervalMs - performance.now()));
      while (inFlight.size >= rate.maxInFlight) await Promise.race(inFlight);
      if (stopped) break;
      const body = JSON.stringify(makeEvents(rate.batchSize));
      const batch: Promise<void> = timed(() => postBatch(server, body, rate.batchSize))
        .then(
          (ms) => {
            sent += rate.batchSize;
            answers.push(ms);
          },
          (error: unknown) => void (failure ??= error),
        )
        .finally(() => inFlight.delete(batch));
      inFlight.add(batch);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(inFlight);
      if (failure !== undefined) throw failure;
      return { events: sent, seconds: (performance.now() - start) / 1000, answers };
    },
  };
}

/** Sending runs this long before the work starts, so that the work meets a steady load rather than its start. */
const LEAD_IN_MS = 2_000;

/** Runs `work` while events are sent steadily (from LEAD_IN_MS before it), and says what was sent meanwhile. */
export async function whileIngesting<T>(
  server: ServerProcess,
  makeEvents: (count: number) => GamingEvent[],
  rate: SteadyRate,
  work: () => Promise<T>,
): Promise<{ result: T; sent: SentEvents }> {
  const ingest = ingestSteadily(server, makeEvents, rate);
  let result: T;
  try {
    await sleep(LEAD_IN_MS);
    result = await work();
  } catch (error) {
    // The work's failure is the one to report; the sending is only stopped.
    await ingest.stop().catch(() => undefined);
    throw error;
  }
  return { result, sent: await ingest.stop() };
}

/**
 * Spec §6: reads and the export are measured while 5,000 events a second come in, as batches of 500 every
 * 100 ms (a platform flushing ten times a second); at most 4 batches wait for their answer at once.
 */
export const BACKGROUND_INGEST: SteadyRate = { eventsPerSecond: 5_000, batchSize: 500, maxInFlight: 4 };

/** The rate the server actually took meanwhile: a server that falls behind gets fewer events (and the row says so). */
export function backgroundIngestRow(kind: DatabaseKind, sent: SentEvents): Measurement {
  const target = BACKGROUND_INGEST.eventsPerSecond;
  const eventsPerSecond = sent.events / sent.seconds;
  const short = eventsPerSecond < 0.95 * target;
  const answers = sent.answers.length ? `; batches answered in p95 ${percentile(sent.answers, 95).toFixed(0)} ms, max ${Math.max(...sent.answers).toFixed(0)} ms` : '';
  return {
    label: `${kind}: events ingested meanwhile (POST /api/events, batches of ${BACKGROUND_INGEST.batchSize})`,
    value: eventsPerSecond,
    unit: 'events/s',
    runs: 1,
    note: `${sent.events.toLocaleString('en')} events in ${sent.seconds.toFixed(1)} s${answers}${short ? `; short of the ${target.toLocaleString('en')}/s asked for: ${BACKGROUND_INGEST.maxInFlight} batches were waiting for their answer` : ''}`,
  };
}
