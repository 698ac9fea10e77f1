import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { AnyEventFields, GamingEvent } from './eventSchema';

/** One column of the batch: each event's value of the field, in batch order (null where its type has none). */
function column<K extends keyof AnyEventFields>(events: AnyEventFields[], field: K): Array<NonNullable<AnyEventFields[K]> | null> {
  return events.map((event) => event[field] ?? null);
}

/**
 * Stores the events whose id is new, in one statement whatever the batch's size (arrays unnested, not a row of
 * parameters per event), and returns the ids stored. An id seen before, also earlier in the same batch or in a
 * batch committing concurrently (the insert waits for it), is skipped by the primary key: that is idempotency.
 * The same statement answers the rows of `alongside`, a read the ingest needs next (one round trip fewer).
 */
export async function storeNewEvents<Row = never>(
  db: Db,
  batch: GamingEvent[],
  alongside: RawBuilder<Row> = sql<Row>`SELECT NULL WHERE false`,
): Promise<{ ids: string[]; alongside: Row[] }> {
  const events: AnyEventFields[] = batch;
  const { rows } = await sql<{ ids: string[]; alongside: Row[] }>`
    WITH stored AS (
    INSERT INTO gaming_events (id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id)
    SELECT * FROM unnest(
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
    )
    ON CONFLICT (id) DO NOTHING
    RETURNING id)
    SELECT (SELECT coalesce(json_agg(id), '[]') FROM stored) AS ids,
           (SELECT coalesce(json_agg(read), '[]') FROM (${alongside}) AS read) AS alongside`.execute(db);
  return rows[0];
}
