import { sql } from 'kysely';
import type { Db } from '../db/database';
import { notFound } from '../http/errors';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';

export interface LockedTournament {
  status: number;
  floor_score: boolean;
}

/**
 * Locks the tournaments' rows for the rest of the transaction, so changes to their leaderboards serialize (the
 * rank bookkeeping in ./ranks relies on it), in one statement and in ascending id order: ORDER BY is applied
 * before the rows are locked, and every writer of a board locks in this order, so writers never deadlock.
 * Answers the tournaments that exist, by id.
 */
export async function lockTournaments(trx: Db, tournamentIds: readonly number[]): Promise<Map<number, LockedTournament>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('tournaments')
    .select(['id', 'status', 'floor_score'])
    .where('id', '=', sql<number>`any(${[...tournamentIds]}::int[])`)
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Map(rows.map(({ id, ...locked }) => [id, locked]));
}

/** lockTournaments for one tournament; 404 when there is no such tournament. */
export async function lockTournament(trx: Db, tournamentId: number): Promise<LockedTournament> {
  const tournament = (await lockTournaments(trx, [tournamentId])).get(tournamentId);
  if (!tournament) throw notFound(TOURNAMENT_MESSAGES.notFound);
  return tournament;
}

/** Whether the tournament exists, read without a lock. */
export async function tournamentExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('tournaments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** 404 unless the tournament exists; for reads, which take no lock. */
export async function requireTournament(db: Db, tournamentId: number): Promise<void> {
  if (!(await tournamentExists(db, tournamentId))) throw notFound(TOURNAMENT_MESSAGES.notFound);
}
