/** Figure 9's way of measuring the ingest rate, shared with the figures that measure it under something else (13). */
import type { GamingEvent } from '../../server/src/events/eventSchema';
import { inParallel, postBatch } from './eventIngest';
import { eventSource, type TrafficPlan } from './eventTraffic';
import type { ServerProcess } from './serverProcess';

/**
 * 1,000 events a batch: a platform sending 10,000 a second flushes every 100 ms, and at this size the per-request
 * costs (HTTP, token check, transaction) are spread thin while one batch stays a short transaction.
 */
export const BATCH_SIZE = 1_000;
/** Twice the CPUs: one batch is parsed and validated while another waits on the database. */
export const CONCURRENCY = 4;
/** Sent before the recorded rounds: the first batches also pay for compiling and connecting. */
export const WARM_UP_EVENTS = 5_000;

/** A round's batches, made (and for the API serialised) before the clock starts. */
export function batchesOf(plan: TrafficPlan, prefix: string, round: number, events: number): GamingEvent[][] {
  const makeEvents = eventSource(plan, `${prefix}-${round}`, round + 1);
  return Array.from({ length: events / BATCH_SIZE }, () => makeEvents(BATCH_SIZE));
}

/** The batches through POST /api/events, CONCURRENCY at a time: events per second. */
export async function eventsPerSecondThroughApi(server: ServerProcess, batches: GamingEvent[][]): Promise<number> {
  const bodies = batches.map((batch) => JSON.stringify(batch));
  const ms = await inParallel(bodies, CONCURRENCY, (body) => postBatch(server, body, BATCH_SIZE));
  return (bodies.length * BATCH_SIZE * 1000) / ms;
}
