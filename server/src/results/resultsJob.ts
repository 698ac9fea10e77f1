import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { computeResults, type ResultsTournament } from './resultsComputation';
import { resultsDue, storeResults } from './resultsStore';

/** How old a running tournament's snapshot may grow before the job computes it again. */
export const RESULTS_MAX_AGE_MS = 5 * 60_000;

/** Tournaments one run of the job computes: the rest wait for the next run, so that a run stays bounded. */
const RESULTS_PER_RUN = 5;

/** Computes and stores one tournament's results; the bulk reads take their turns after waiting requests (`bulk`). */
export async function refreshResultsOf(db: Db, bulk: Db, tournament: ResultsTournament, now: Date): Promise<void> {
  const { results, final } = await computeResults(bulk, tournament, now);
  await storeResults(db, results, final);
}

/**
 * The background job (decision 155): the results of the tournaments that are due, one after the other, each a
 * sequence of short statements. Safe on several instances: two computing one tournament store the same figures,
 * and final results are written once.
 */
export async function refreshDueResults(ctx: Pick<AppContext, 'db' | 'database' | 'now' | 'config'>): Promise<number[]> {
  const now = ctx.now();
  const due = await resultsDue(ctx.db, now, RESULTS_MAX_AGE_MS, ctx.config.eventRetentionDays, RESULTS_PER_RUN);
  for (const tournament of due) await refreshResultsOf(ctx.db, ctx.database.afterReads, tournament, now);
  return due.map((tournament) => tournament.id);
}
