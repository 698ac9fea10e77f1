import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder } from 'kysely';
import type { HistoryActor, HistoryRecord } from '../../../src/domain/tournamentHistory';
import type { AppContext } from '../appContext';
import type { Database } from '../db/schema';
import { recordHistory } from '../history/historyStore';
import { sendWithin } from './bonusGateway';
import type { OutboxRow } from './outboxEntry';

/** Waits before the automatic retries; after the last automatic attempt an entry waits for a person. */
export const RETRY_DELAYS_MS = [30_000, 120_000];
export const AUTOMATIC_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * How much longer than the gateway's time limit a claim lasts: after the call, recording its outcome may
 * wait for a connection (PGlite has one, shared by every request). A claim lapses only if its sender died
 * or stalled far beyond that; a second send is then credited once thanks to the idempotency key.
 */
export const CLAIM_MARGIN_MS = 30_000;

type SendContext = Pick<AppContext, 'db' | 'gateway' | 'now' | 'config'>;

/** An entry this sender has claimed: nobody else sends it until the claim is recorded or lapses. */
export interface ClaimedEntry {
  claim: string;
  entry: OutboxRow;
}

export type SendOutcome =
  | { status: 'sent'; entry: OutboxRow }
  | { status: 'failed'; entry: OutboxRow; error: string }
  /** The claim lapsed and another sender took the entry over: that sender's outcome is the one recorded. */
  | { status: 'overtaken' };

function resendRecord(entry: OutboxRow, error: string | undefined): HistoryRecord {
  const { id, user_id, rank, bonus_code } = entry;
  const result = error === undefined ? 'sent' : 'failed';
  return { action: 'bonus_resent', details: { entry_id: id, player_id: user_id, rank, bonus_code, result, error: error ?? null } };
}

/** Unsent and not being sent by anyone alive. Claims are timed by the database's clock, shared by every instance. */
function claimable(eb: ExpressionBuilder<Database, 'bonus_outbox'>) {
  return eb.and([eb('sent', 'is', null), eb.or([eb('send_claim', 'is', null), eb('send_claimed_until', '<', sql<Date>`now()`)])]);
}

function claimValues(ctx: SendContext) {
  const leaseMs = ctx.config.bonusGatewayTimeoutMs + CLAIM_MARGIN_MS;
  return { send_claim: randomUUID(), send_claimed_until: sql<Date>`now() + ${leaseMs}::integer * interval '1 millisecond'` };
}

/**
 * Claims the next due entry in one short statement: FOR UPDATE SKIP LOCKED lets dispatchers on other instances
 * claim other entries at the same time instead of waiting for this one.
 */
export async function claimDueEntry(ctx: SendContext): Promise<ClaimedEntry | undefined> {
  const values = claimValues(ctx);
  const entry = await ctx.db
    .updateTable('bonus_outbox')
    .set(values)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('bonus_outbox')
        .select('id')
        .where(claimable)
        .where('send_failures', '<', AUTOMATIC_ATTEMPTS)
        .where('next_attempt_at', '<=', ctx.now())
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
  return entry && { claim: values.send_claim, entry };
}

/** Claims one entry if it is claimable (a person's send); undefined when it is not (unknown, sent or being sent). */
export async function claimEntry(ctx: SendContext, id: number): Promise<ClaimedEntry | undefined> {
  const values = claimValues(ctx);
  const entry = await ctx.db.updateTable('bonus_outbox').set(values).where('id', '=', id).where(claimable).returningAll().executeTakeFirst();
  return entry && { claim: values.send_claim, entry };
}

/**
 * Sends a claimed entry holding no database connection (the call may take the gateway's whole time limit),
 * then records the outcome and releases the claim in one statement, only if the claim is still this sender's.
 * The entry's id is the idempotency key: a send whose outcome was never recorded is credited once when resent.
 * A person's send (`sentBy`; the dispatcher's have none) is in the tournament's history with its result,
 * committed with the outcome.
 */
export async function sendClaimedEntry(ctx: SendContext, { claim, entry }: ClaimedEntry, sentBy: HistoryActor | null): Promise<SendOutcome> {
  const request = { idempotencyKey: String(entry.id), userId: entry.user_id, bonusCode: entry.bonus_code };
  const error = await sendWithin(ctx.gateway, request, ctx.config.bonusGatewayTimeoutMs).then(
    () => undefined,
    (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
  );
  const now = ctx.now();
  const failures = entry.send_failures + 1;
  const retryDelay = RETRY_DELAYS_MS[failures - 1];
  const outcome =
    error === undefined
      ? { sent: now, sent_by: sentBy?.id ?? null, last_error: null }
      : { send_failures: failures, last_error: error, ...(retryDelay === undefined ? {} : { next_attempt_at: new Date(now.getTime() + retryDelay) }) };
  const recorded = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('bonus_outbox')
      .set({ ...outcome, send_claim: null, send_claimed_until: null })
      .where('id', '=', entry.id)
      .where('send_claim', '=', claim)
      .returningAll()
      .executeTakeFirst();
    if (row && sentBy) await recordHistory(trx, entry.tournament_id, sentBy, resendRecord(row, error), now);
    return row;
  });
  if (!recorded) return { status: 'overtaken' };
  return error === undefined ? { status: 'sent', entry: recorded } : { status: 'failed', entry: recorded, error };
}
