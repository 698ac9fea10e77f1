/**
 * Sending gaming events to a server: as fast as it takes them (a fixed volume through a few parallel senders,
 * for throughput), or at a steady rate in the background (the load other figures measure under).
 */
import type { GamingEvent } from '../../server/src/events/eventSchema';
import type { ServerProcess } from './serverProcess';

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

export interface SteadyIngest {
  /** Stops sending, waits for the batches in flight, and says what was sent. */
  stop(): Promise<{ events: number; seconds: number; eventsPerSecond: number }>;
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
export function ingestSteadily(server: ServerProcess, makeEvents: (count: number) => GamingEvent[], rate: SteadyRate): SteadyIngest {
  const intervalMs = (1000 * rate.batchSize) / rate.eventsPerSecond;
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let failure: unknown;
  let sent = 0;
  const loop = (async () => {
    for (let k = 0; !stopped && failure === undefined; k++) {
      await sleep(Math.max(0, start + k * intervalMs - performance.now()));
      while (inFlight.size >= rate.maxInFlight) await Promise.race(inFlight);
      if (stopped) break;
      const body = JSON.stringify(makeEvents(rate.batchSize));
      const batch: Promise<void> = postBatch(server, body, rate.batchSize)
        .then(
          () => void (sent += rate.batchSize),
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
      const seconds = (performance.now() - start) / 1000;
      return { events: sent, seconds, eventsPerSecond: sent / seconds };
    },
  };
}
