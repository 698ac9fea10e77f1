import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import { BONUS_STATUS_LABELS } from '../../../src/domain/bonusStatus';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { recordHistory } from '../history/historyStore';
import { badRequest, conflict, notFound } from '../http/errors';
import { serverText } from '../http/serverText';
import type { OutboxRow } from './outboxEntry';
import { OUTBOX_MESSAGES } from './outboxMessages';

const M = defineMessages({
  notFailed: { id: 'server.outbox.replace.notFailed', defaultMessage: 'Only a bonus that failed to send can be given another code' },
  stillSendable: { id: 'server.outbox.replace.stillSendable', defaultMessage: 'Bonus code {code} can still be sent: resend it as it is' },
  unknownCode: { id: 'server.outbox.replace.unknownCode', defaultMessage: 'No bonus has the code {code}' },
  cannotBeSent: { id: 'server.outbox.replace.cannotBeSent', defaultMessage: 'Bonus {code} cannot be sent either ({status})' },
});

/** The catalogue's status of `code`, or undefined when the catalogue has no such code. */
async function statusOf(trx: Db, code: string) {
  const bonus = await trx.selectFrom('bonuses').select('status').where('code', '=', code).executeTakeFirst();
  return bonus?.status;
}

/**
 * Gives a failed entry whose bonus can no longer be sent (retired, budget spent, or gone from the catalogue) the
 * bonus `code` instead, and records it in its tournament's History, in one transaction (issue 27). The entry keeps
 * its failures and waits for a person's Send, as every failed entry past its automatic attempts does. Refused
 * (nothing changed) for an entry sent, being sent, never failed, or whose code still works, and for a `code` that
 * cannot be sent either.
 */
export async function replaceBonusCode(db: Db, id: number, code: string, actor: HistoryActor, now: Date): Promise<OutboxRow> {
  return db.transaction().execute(async (trx) => {
    // Locked: a send claiming it meanwhile waits, then finds the new code.
    const entry = await trx
      .selectFrom('bonus_outbox')
      .selectAll()
      // Claims are timed by the database's clock (entrySending.ts).
      .select(sql<boolean>`send_claim IS NOT NULL AND send_claimed_until > now()`.as('being_sent'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw notFound(OUTBOX_MESSAGES.entryNotFound);
    if (entry.sent) throw conflict(OUTBOX_MESSAGES.alreadySent);
    if (entry.being_sent) throw conflict(OUTBOX_MESSAGES.beingSent);
    if (entry.send_failures === 0) throw conflict(M.notFailed);
    if ((await statusOf(trx, entry.bonus_code)) === 'active') throw conflict(serverText(M.stillSendable, { code: entry.bonus_code }));
    const status = await statusOf(trx, code);
    if (status === undefined) throw badRequest(serverText(M.unknownCode, { code }));
    if (status !== 'active') throw badRequest(serverText(M.cannotBeSent, { code, status: serverText(BONUS_STATUS_LABELS[status]) }));

    const replaced = await trx.updateTable('bonus_outbox').set({ bonus_code: code }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordHistory(
      trx,
      entry.tournament_id,
      actor,
      { action: 'bonus_code_replaced', details: { entry_id: id, player_id: entry.user_id, rank: entry.rank, from: entry.bonus_code, to: code } },
      now,
    );
    return replaced;
  });
}
