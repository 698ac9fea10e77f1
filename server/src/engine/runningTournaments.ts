import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import type { ScoringBooster, ScoringTournament } from '../../../src/domain/scoring';
import { findBoostersOf } from '../boosters/boosterStore';
import type { Db } from '../db/database';
import { findTournaments } from '../tournaments/tournamentRepository';

/** A tournament the ingest scores for, with the boosters it applies. */
export interface RunningTournament {
  tournament: ScoringTournament;
  boosters: ScoringBooster[];
}

/** Running tournaments' rules already read, by id, with the row version they were read at; one per server. */
export type RulesCache = Map<number, { version: string; running: RunningTournament }>;

/** A running tournament's id and row version (xmin, new with every write of the row). */
export interface RunningVersion {
  id: number;
  version: string;
}

/**
 * The In Progress tournaments whose [start, end) overlaps [from, to] (the batch's occurred_at range; nothing
 * outside its window can score), by id with their row version: a query. Read without a lock: the caller locks the ones it will change and re-checks their status
 * under the lock.
 */
export const runningVersions = (from: Date, to: Date) => sql<RunningVersion>`
  SELECT id, xmin::text AS version FROM tournaments
   WHERE status = ${TournamentStatus.InProgress} AND start_at <= ${to} AND end_at > ${from} ORDER BY id`;

/**
 * The running tournaments' rules (wagering conditions, ingestion and role configuration, boosters). They are
 * loaded only for a tournament not seen at its version, since an In Progress tournament cannot be edited (spec §4:
 * only Drafts, boosters included) and publishing, which makes one running, writes its row.
 */
export async function runningRules(db: Db, known: RulesCache, current: readonly RunningVersion[]): Promise<RunningTournament[]> {
  const stale = current.filter((row) => known.get(row.id)?.version !== row.version);
  if (stale.length > 0) {
    const ids = stale.map((row) => row.id);
    const tournaments = await findTournaments(db, (query) => query.where('id', '=', sql<number>`any(${ids}::int[])`));
    const boosters = await findBoostersOf(db, ids);
    for (const tournament of tournaments) {
      const { version } = stale.find((row) => row.id === tournament.id)!;
      known.set(tournament.id, { version, running: { tournament, boosters: boosters.get(tournament.id) ?? [] } });
    }
  }
  return current.flatMap((row) => known.get(row.id)?.running ?? []);
}
