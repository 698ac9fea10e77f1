import { Type, type Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { BonusOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<BonusOutboxTable>;

/** Spec §3 "Bonus outbox entry" as the console receives it; `sent` null means not sent yet. */
export const OutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  tournament_id: Type.Integer(),
  rank: Type.Integer(),
  user_id: Type.String(),
  bonus_code: Type.String(),
  total_score: Type.Number(),
  created: Type.String({ format: 'date-time' }),
  sent: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  send_failures: Type.Integer(),
  sent_by: Type.Union([Type.String(), Type.Null()]),
  /** Beyond the spec (API extension 'outboxErrors'): the gateway's answer to the latest failed attempt; null once sent. */
  last_error: Type.Union([Type.String(), Type.Null()]),
});

export type OutboxEntry = Static<typeof OutboxEntrySchema>;

/**
 * An entry of the unsent list, which spans tournaments: beyond the spec, the title of the tournament it belongs to
 * (issue 27: the list named tournaments by id alone).
 */
export const FailedEntrySchema = Type.Composite([OutboxEntrySchema, Type.Object({ tournament_title: Type.String() })]);

export function toOutboxEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    tournament_id: row.tournament_id,
    rank: row.rank,
    user_id: row.user_id,
    bonus_code: row.bonus_code,
    total_score: row.total_score,
    created: row.created.toISOString(),
    sent: row.sent ? row.sent.toISOString() : null,
    send_failures: row.send_failures,
    sent_by: row.sent_by,
    last_error: row.last_error,
  };
}
