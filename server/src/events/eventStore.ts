import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { AnyEventFields, GamingEvent } from './eventSchema';

/** One column of the batch: each event's value of the field, in batch order (null where its type has none). */
function column<K extends keyof AnyEventFields>(events: AnyEventFields[], field: K): Array<NonNullable<AnyEventFields[K]> | null> {
  return events.map((event) => event[field] ?? null);
}

/**
 * The statement storing the events whose id is new, received at `receivedAt` (an SQL expression, which may read the
 * event's own columns as `event.…`), in one statement
 * whatever the batch's size (arrays unnested, not a row of parameters per event); it returns the ids stored. An id
 * seen before, also earlier in the same batch or in a batch committing concurrently (the insert waits for it), is
 * skipped by the primary key: that is idempotency.
 */
export function newEventsInsert(batch: GamingEvent[], receivedAt: RawBuilder<Date>): RawBuilder<{ id: string }> {
  const events: AnyEventFields[] = batch;
  return sql<{ id: string }>`
    INSERT INTO gaming_events (id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id, received_at)
    SELECT *, ${receivedAt} FROM unnest(
      ${column(events, 'id')}::text[],
      ${column(events, 'type')}::text[],
      ${column(events, 'user_id')}::text[],
      ${column(events, 'user_name')}::text[],
      ${events.map((event) => new Date(event.occurred_at))}::timestamptz[],
      ${column(events, 'game_id')}::integer[],
      ${column(events, 'platform')}::text[],
      ${column(events, 'stake')}::float8[],
      ${column(events, 'win')}::float8[],
      ${column(events, 'bonus_id')}::text[],
      ${column(events, 'amount')}::float8[],
      ${column(events, 'role_id')}::text[],
      ${column(events, 'tournament_id')}::integer[]
    ) AS event (id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id)
    ON CONFLICT (id) DO NOTHING
    RETURNING id`;
}

/**
 * Stores the batch's new events outside the ingest (the demo seed, the benchmarks' baselines), received now or, for
 * a history the seed makes up, each when it happened (as if the ingest had taken it then); answers their ids.
 */
export async function storeNewEvents(db: Db, batch: GamingEvent[], received: 'now' | 'when_it_happened' = 'now'): Promise<{ ids: string[] }> {
  const { rows } = await newEventsInsert(batch, received === 'now' ? sql<Date>`now()` : sql<Date>`event.occurred_at`).execute(db);
  return { ids: rows.map((row) => row.id) };
}
