import type { Transaction } from 'kysely';
import type { AppContext } from '../appContext';
import type { Database } from '../db/schema';
import { sendWithin } from './bonusGateway';
import type { OutboxRow } from './outboxEntry';

/** Waits before the automatic retries; after the last automatic attempt an entry waits for a person. */
export const RETRY_DELAYS_MS = [30_000, 120_000];
export const AUTOMATIC_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export type SendOutcome = { sent: true; entry: OutboxRow } | { sent: false; entry: OutboxRow; error: string };

/**
 * Sends an entry whose row lock the caller holds in `trx` and records the outcome in that transaction, so
 * nobody else can send it meanwhile and it is marked sent exactly when the gateway accepted it. The entry's
 * id is the idempotency key: if the commit is lost after the gateway accepted, a resend is credited once.
 */
export async function sendLockedEntry(
  trx: Transaction<Database>,
  ctx: Pick<AppContext, 'gateway' | 'now' | 'config'>,
  entry: OutboxRow,
  sentBy: string | null,
): Promise<SendOutcome> {
  const now = ctx.now();
  const update = trx.updateTable('bonus_outbox').where('id', '=', entry.id);
  try {
    const request = { idempotencyKey: String(entry.id), userId: entry.user_id, bonusCode: entry.bonus_code };
    await sendWithin(ctx.gateway, request, ctx.config.bonusGatewayTimeoutMs);
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    const failures = entry.send_failures + 1;
    const retryDelay = RETRY_DELAYS_MS[failures - 1];
    const failed = await update
      .set({
        send_failures: failures,
        last_error: error,
        ...(retryDelay === undefined ? {} : { next_attempt_at: new Date(now.getTime() + retryDelay) }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { sent: false, entry: failed, error };
  }
  const sent = await update.set({ sent: now, sent_by: sentBy, last_error: null }).returningAll().executeTakeFirstOrThrow();
  return { sent: true, entry: sent };
}
