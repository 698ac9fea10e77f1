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

/**
 * The In Progress tournaments whose [start, end) overlaps [from, to] (the batch's occurred_at range; nothing
 * outside its window can score), with their wagering conditions, ingestion and role configuration and boosters:
 * four queries whatever the number of tournaments. Read without a lock: the caller locks the ones it will
 * change and re-checks their status under the lock.
 */
export async function findRunningTournaments(db: Db, from: Date, to: Date): Promise<RunningTournament[]> {
  const tournaments = await findTournaments(db, (query) =>
    query.where('status', '=', TournamentStatus.InProgress).where('start_at', '<=', to).where('end_at', '>', from).orderBy('id'),
  );
  if (tournaments.length === 0) return [];
  const boosters = await findBoostersOf(
    db,
    tournaments.map((tournament) => tournament.id),
  );
  return tournaments.map((tournament) => ({ tournament, boosters: boosters.get(tournament.id) ?? [] }));
}
