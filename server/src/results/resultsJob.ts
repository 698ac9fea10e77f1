import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { computeResults, type ResultsTournament } from './resultsComputation';
import { resultsDue, storeResults } from './resultsStore';

/** How old a running tournament's snapshot may grow before the job computes it again. */
export const RESULTS_MAX_AGE_MS = 5 * 60_000;

/** Tournaments one run of the job computes: the rest wait for the next run, so that a run stays bounded. */
const RESULTS_PER_RUN = 5;

/** The computations under way, per database and tournament: one at a time for each tournament on an instance. */
const underWay = new WeakMap<Db, Map<number, Promise<void>>>();

/** The computation of the tournament's results under way on this instance, if any. */
export const resultsUnderWay = (db: Db, tournamentId: number): Promise<void> | undefined => underWay.get(db)?.get(tournamentId);

/**
 * Computes and stores one tournament's results, the bulk reads taking their turns after waiting requests (`bulk`);
 * joins the computation of the same tournament already under way on this instance.
 */
export function refreshResultsOf(db: Db, bulk: Db, tournament: ResultsTournament, now: Date): Promise<void> {
  let byTournament = underWay.get(db);
  if (!byTournament) underWay.set(db, (byTournament = new Map()));
  const running = byTournament.get(tournament.id);
  if (running) return running;
  const run = computeResults(bulk, tournament, now)
    .then(({ results, final }) => storeResults(db, results, final))
    .finally(() => byTournament.delete(tournament.id));
  byTournament.set(tournament.id, run);
  return run;
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
