import type { Db } from '../db/database';
import { notFound } from '../http/errors';

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';

/**
 * Locks the tournament row for the rest of the transaction, so changes to its leaderboard serialize
 * (the rank bookkeeping in ./ranks relies on it); 404 when there is no such tournament.
 */
export async function lockTournament(trx: Db, tournamentId: number): Promise<{ status: number; floor_score: boolean }> {
  const tournament = await trx.selectFrom('tournaments').select(['status', 'floor_score']).where('id', '=', tournamentId).forUpdate().executeTakeFirst();
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  return tournament;
}

/** 404 unless the tournament exists; for reads, which take no lock. */
export async function requireTournament(db: Db, tournamentId: number): Promise<void> {
  const tournament = await db.selectFrom('tournaments').select('id').where('id', '=', tournamentId).executeTakeFirst();
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
}
