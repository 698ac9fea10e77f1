import type { PayoutApproval } from '../../../src/domain/payoutReview';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import { defineMessages } from '../../../src/i18n/defineMessages';
import type { Db } from '../db/database';
import { recordHistory } from '../history/historyStore';
import { conflict } from '../http/errors';
import type { IfMatch } from '../http/ifMatch';
import { serverText } from '../http/serverText';
import { writtenBy } from '../tournaments/tournamentWrites';
import { awardPrizes } from '../tournaments/prizeAwards';
import { lockPayout } from './payoutState';

export const APPROVAL_MESSAGES = defineMessages({
  automatic: { id: 'server.payoutReview.automatic', defaultMessage: 'This tournament pays its prizes automatically at its end: there is nothing to approve' },
  notEnded: { id: 'server.payoutReview.notEnded', defaultMessage: 'The prizes can be approved once the tournament has completed' },
  alreadyApproved: { id: 'server.payoutReview.alreadyApproved', defaultMessage: 'The prizes were already approved by {name} at {at}' },
});
const M = APPROVAL_MESSAGES;

/**
 * Approves a manual payout in review (issue 28, decision 151): the prizes go to the outbox as completion would have
 * written them (awardPrizes, from the board as it now stands, the disqualified off it), the tournament records who
 * approved and when, and its history says so, in one transaction under the tournament's lock. Exactly once: a
 * second approval waits for the lock and then finds the payout approved (409), and the outbox's unique (tournament,
 * rank) would write nothing twice regardless. 409 too for a tournament paying automatically or not completed; with
 * If-Match, 412 when the tournament changed since (a disqualification moves its version on).
 */
export async function approvePayout(db: Db, tournamentId: number, writer: HistoryActor, at: Date, ifMatch?: IfMatch): Promise<PayoutApproval> {
  return db.transaction().execute(async (trx) => {
    const { payout, approved_at, approved_by } = await lockPayout(trx, tournamentId, ifMatch);
    if (payout === 'automatic') throw conflict(M.automatic);
    if (payout === 'manual') throw conflict(M.notEnded);
    if (payout === 'approved') throw conflict(serverText(M.alreadyApproved, { name: approved_by?.name ?? '', at: approved_at?.toISOString() ?? '' }));
    const prizes = (await awardPrizes(trx, [tournamentId], at)).length;
    const { version } = await trx
      .updateTable('tournaments')
      .set({ payout_approved_at: at, payout_approved_by_id: writer.id, payout_approved_by_name: writer.name, ...writtenBy(writer, at) })
      .where('id', '=', tournamentId)
      .returning('version')
      .executeTakeFirstOrThrow();
    await recordHistory(trx, tournamentId, writer, { action: 'payout_approved', details: { prizes } }, at);
    return { prizes, approved_at: at.toISOString(), approved_by: writer, version };
  });
}
