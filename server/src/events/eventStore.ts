import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { GamingEvent } from './eventSchema';

/** One column of the batch, the events' values in batch order (null where the event's type has no such field). */
function column<T>(events: GamingEvent[], value: (event: Partial<Record<string, unknown>> & GamingEvent) => T | undefined): Array<T | null> {
  return events.map((event) => value(event) ?? null);
}

/**
 * Stores the events whose id is new, in one statement whatever the batch's size (arrays unnested, not a row of
 * parameters per event), and returns the ids stored. An id seen before, also earlier in the same batch or in a
 * batch committing concurrently (the insert waits for it), is skipped by the primary key: that is idempotency.
 */
export async function storeNewEvents(db: Db, events: GamingEvent[]): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO gaming_events (id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id)
    SELECT * FROM unnest(
      ${column(events, (e) => e.id)}::text[],
      ${column(events, (e) => e.type)}::text[],
      ${column(events, (e) => e.user_id)}::text[],
      ${column(events, (e) => e.user_name)}::text[],
      ${column(events, (e) => new Date(e.occurred_at))}::timestamptz[],
      ${column(events, (e) => e.game_id)}::integer[],
      ${column(events, (e) => e.platform)}::text[],
      ${column(events, (e) => e.stake)}::float8[],
      ${column(events, (e) => e.win)}::float8[],
      ${column(events, (e) => e.bonus_id)}::text[],
      ${column(events, (e) => e.amount)}::float8[],
      ${column(events, (e) => e.role_id)}::text[],
      ${column(events, (e) => e.tournament_id)}::integer[]
    )
    ON CONFLICT (id) DO NOTHING
    RETURNING id`.execute(db);
  return rows.map((row) => row.id);
}
