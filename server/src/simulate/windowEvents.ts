import { sql } from 'kysely';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { GamingEventsTable } from '../db/schema';

/**
 * Events per page: a page is one short indexed read (the connection goes back to the pool, PGlite's single one
 * included, while the page is scored in JS) and a few MB of rows at most.
 */
export const EVENT_PAGE_SIZE = 10_000;

type EventRow = Omit<GamingEventsTable, 'received_at' | 'occurred_at'> & { occurred_at: Date };

/** A stored row as the scoring rules take it; the ingest's schema made each type's own fields non-null. */
function toScoringEvent(row: EventRow): GamingEvent | undefined {
  const common = { id: row.id, user_id: row.user_id, occurred_at: row.occurred_at.getTime(), ...(row.user_name === null ? {} : { user_name: row.user_name }) };
  switch (row.type) {
    case 'casino_round':
      return { ...common, type: row.type, game_id: row.game_id!, platform: row.platform === 'mobile' ? 'mobile' : 'desktop', stake: row.stake!, win: row.win! };
    case 'bonus_win':
      return { ...common, type: row.type, bonus_id: row.bonus_id!, amount: row.amount! };
    case 'deposit':
      return { ...common, type: row.type, amount: row.amount! };
    case 'role_assigned':
      return { ...common, type: row.type, role_id: row.role_id! };
    case 'opt_in':
      return { ...common, type: row.type, tournament_id: row.tournament_id! };
    default:
      // The table's type is free text: a type a later version adds is not one these rules score.
      return undefined;
  }
}

interface Cursor {
  occurred_at: Date;
  id: string;
}

/**
 * One page of the events with occurred_at in [from, to), after `cursor`, in the engine's processing order:
 * occurred_at, then id (ids compared by code point, as the ingest's sort compares them, hence COLLATE "C"). The
 * plain `occurred_at >=` bound lets migration 006's index on occurred_at find the page's start; the id order
 * within one instant is an incremental sort of a few rows. Writers store occurred_at from JS dates, so a row's
 * Date is its exact value and the cursor never skips nor repeats a row.
 */
async function eventPage(db: Db, from: Date, to: Date, cursor: Cursor | undefined, limit: number): Promise<EventRow[]> {
  const after = cursor ? sql`AND (occurred_at, id COLLATE "C") > (${cursor.occurred_at}, ${cursor.id} COLLATE "C")` : sql``;
  const { rows } = await sql<EventRow>`
    SELECT id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id
      FROM gaming_events
     WHERE occurred_at >= ${cursor?.occurred_at ?? from} AND occurred_at < ${to} ${after}
     ORDER BY occurred_at, id COLLATE "C"
     LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The stored events of [from, to) in processing order, a page at a time: the caller scores a page while no
 * query runs. Stops before the next page once `signal` is aborted (the client left).
 */
export async function* windowEvents(db: Db, from: Date, to: Date, signal: AbortSignal, pageSize = EVENT_PAGE_SIZE): AsyncGenerator<GamingEvent[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    signal.throwIfAborted();
    const rows = await eventPage(db, from, to, cursor, pageSize);
    if (rows.length === 0) return;
    yield rows.flatMap((row) => toScoringEvent(row) ?? []);
    if (rows.length < pageSize) return;
    cursor = rows[rows.length - 1];
  }
}
