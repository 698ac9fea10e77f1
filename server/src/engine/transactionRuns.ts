import type { GamingEvent } from '../../../src/domain/scoring';
import { byOccurrence } from './eventScoring';

/** Some of a batch's events, each as it came (to store) and as the rules read it (to score), in processing order. */
export interface TransactionRun<Wire> {
  batch: Wire[];
  events: GamingEvent[];
}

/**
 * A batch cut into runs of at most `size` events, each stored and scored in a transaction of its own: its events in
 * processing order (spec §2: occurred_at, then id), each id once (its first occurrence in the batch, the one the
 * store keeps), the earliest in the first run. Posting the runs one after another as batches of their own would
 * score alike; each run takes its tournaments' locks and its received_at as a batch does, so Simulate replays it as
 * one. `batch` and `events` are the same events, index for index.
 */
export function transactionRuns<Wire>(batch: readonly Wire[], events: readonly GamingEvent[], size: number): Array<TransactionRun<Wire>> {
  const ids = new Set<string>();
  const order = events.flatMap((event, k) => (ids.has(event.id) ? [] : (ids.add(event.id), [k]))).sort((a, b) => byOccurrence(events[a], events[b]));
  const runs: Array<TransactionRun<Wire>> = [];
  for (let first = 0; first < order.length; first += size) {
    const run = order.slice(first, first + size);
    runs.push({ batch: run.map((k) => batch[k]), events: run.map((k) => events[k]) });
  }
  return runs;
}
