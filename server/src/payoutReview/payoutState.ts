import { payoutStateOf, type PayoutState } from '../../../src/domain/payoutReview';
import type { TournamentStatus } from '../../../src/domain/enums';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import type { Db } from '../db/database';
import type { IfMatch } from '../http/ifMatch';
import { lockTournament, tournamentNotFound } from '../tournaments/tournamentLifecycle';

/** A tournament's status and where its prizes stand, as a review reads them and its writes check them. */
export interface TournamentPayout {
  status: TournamentStatus;
  payout: PayoutState;
  approved_at: Date | null;
  approved_by: HistoryActor | null;
  version: number;
}

const payoutColumns = ['status', 'manual_payout', 'payout_approved_at', 'payout_approved_by_id', 'payout_approved_by_name', 'version'] as const;

/** A tournament's payout, or 404; read without a lock (lockPayout takes one first). */
export async function payoutOf(db: Db, id: number): Promise<TournamentPayout> {
  const row = await db.selectFrom('tournaments').select(payoutColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw tournamentNotFound(id);
  const approvedBy = row.payout_approved_by_id === null ? null : { id: row.payout_approved_by_id, name: row.payout_approved_by_name ?? '' };
  return {
    status: row.status as TournamentStatus,
    payout: payoutStateOf(row.status, row.manual_payout, row.payout_approved_at !== null),
    approved_at: row.payout_approved_at,
    approved_by: approvedBy,
    version: row.version,
  };
}

/**
 * Locks the tournament for the rest of the transaction (the lock every writer of its board takes, so the board and
 * the payout cannot change under the caller; 404 when absent, 412 when If-Match names another version) and answers
 * its payout.
 */
export async function lockPayout(trx: Db, id: number, ifMatch?: IfMatch): Promise<TournamentPayout> {
  await lockTournament(trx, id, ifMatch);
  return payoutOf(trx, id);
}
