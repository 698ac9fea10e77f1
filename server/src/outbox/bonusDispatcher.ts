import type { AppContext } from '../appContext';
import { AUTOMATIC_ATTEMPTS, sendLockedEntry } from './sendLockedEntry';

/** Bounds one run so a long backlog cannot keep a run going for ever; the next run continues it. */
const ENTRIES_PER_RUN = 100;

export interface DispatchResult {
  /** Ids of the entries sent in this run. */
  sent: number[];
  /** Ids of the entries whose send failed in this run. */
  failed: number[];
}

/**
 * Sends the outbox entries that are due, one transaction per entry: each is claimed with
 * FOR UPDATE SKIP LOCKED, so dispatchers on other instances pick other entries and a person's manual
 * send of the same entry waits for this one to commit (and then finds it sent).
 */
export async function dispatchPendingBonuses(ctx: AppContext): Promise<DispatchResult> {
  const result: DispatchResult = { sent: [], failed: [] };
  for (let claimed = 0; claimed < ENTRIES_PER_RUN; claimed += 1) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const entry = await trx
        .selectFrom('bonus_outbox')
        .selectAll()
        .where('sent', 'is', null)
        .where('send_failures', '<', AUTOMATIC_ATTEMPTS)
        .where('next_attempt_at', '<=', ctx.now())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return entry && sendLockedEntry(trx, ctx, entry, null);
    });
    if (!outcome) break;
    (outcome.sent ? result.sent : result.failed).push(outcome.entry.id);
  }
  return result;
}
