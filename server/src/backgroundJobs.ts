import type { AppContext } from './appContext';
import { vacuumEmbeddedDatabase } from './db/embeddedAutovacuum';
import { deleteExpiredEvents } from './events/eventRetention';
import { purgeExpiredSignInRecords } from './idp/expiredSignInRecords';
import { dispatchPendingBonuses } from './outbox/bonusDispatcher';
import { refreshDueResults } from './results/resultsJob';
import { createDueSeriesInstances } from './series/seriesJob';
import { completeDueTournaments } from './tournaments/tournamentCompletion';

interface Job {
  name: string;
  intervalMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

/** Each job must be safe to run on several instances at once (row locks, conditional updates). */
const JOBS: Job[] = [
  { name: 'bonus dispatcher', intervalMs: 5_000, run: dispatchPendingBonuses },
  { name: 'tournament completion', intervalMs: 10_000, run: completeDueTournaments },
  { name: 'series instances', intervalMs: 60_000, run: createDueSeriesInstances },
  // Results: running tournaments' snapshots, and each ended one's final figures (decision 155).
  { name: 'tournament results', intervalMs: 10_000, run: refreshDueResults },
  { name: 'expired sign-in records purge', intervalMs: 15 * 60_000, run: (ctx) => purgeExpiredSignInRecords(ctx.db, ctx.now()) },
  { name: 'gaming events retention', intervalMs: 15 * 60_000, run: (ctx) => deleteExpiredEvents(ctx.db, ctx.now(), ctx.config.eventRetentionDays) },
  // Autovacuum's own naptime; a no-op on a PostgreSQL server, which vacuums itself.
  { name: 'embedded database autovacuum', intervalMs: 60_000, run: (ctx) => vacuumEmbeddedDatabase(ctx.database) },
];

/** Runs every job on its interval, never two runs of one job at once; returns a stop that awaits them. */
export function startBackgroundJobs(ctx: AppContext): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = JOBS.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job
        .run(ctx)
        .catch((error: unknown) => console.error(`Background job ${job.name} failed:`, error))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.intervalMs);
  });
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all(running);
  };
}
