import type { AppContext } from './appContext';

/** Periodic work every instance runs; each job is safe to run on several instances at once. */
export function startBackgroundJobs(ctx: AppContext): () => Promise<void> {
  void ctx;
  return async () => {};
}
