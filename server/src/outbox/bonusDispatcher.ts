import type { AppContext } from '../appContext';
import { claimDueEntry, sendClaimedEntry } from './entrySending';

/** Bounds one run so a long backlog cannot keep a run going for ever; the next run continues it. */
const ENTRIES_PER_RUN = 100;

export interface DispatchResult {
  /** Ids of the entries sent in this run. */
  sent: number[];
  /** Ids of the entries whose send failed in this run. */
  failed: number[];
}

/**
 * Sends the outbox entries that are due, one at a time: each is claimed (dispatchers on other instances claim
 * other entries), sent holding no database connection, and its outcome recorded. A person's manual send of an
 * entry claimed here is refused as being sent.
 */
export async function dispatchPendingBonuses(ctx: AppContext): Promise<DispatchResult> {
  const result: DispatchResult = { sent: [], failed: [] };
  for (let claimed = 0; claimed < ENTRIES_PER_RUN; claimed += 1) {
    const entry = await claimDueEntry(ctx);
    if (!entry) break;
    const outcome = await sendClaimedEntry(ctx, entry, null);
    if (outcome.status !== 'overtaken') (outcome.status === 'sent' ? result.sent : result.failed).push(entry.entry.id);
  }
  return result;
}
