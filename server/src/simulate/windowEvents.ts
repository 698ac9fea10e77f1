import { sql } from 'kysely';
import type { GamingEvent } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { GamingEventsTable } from '../db/schema';

/**
 * Events per page: a page is one short indexed read (the connection goes back to the pool, PGlite's single one
 * included, while the page is scored in JS) and a few MB of rows at most.
 */
export const EVENT_PAGE_SIZE = 10_000;

type EventRow = Omit<GamingEventsTable, 'received_at' | 'occurred_at'> & {
  occurred_at: Date;
  /** received_at as PostgreSQL prints it: to the microsecond, for the cursor. */
  arrival: string;
  /** received_at in epoch ms, to merge staff's actions in. */
  arrival_ms: number;
};

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

/** Which stored events a replay reads. */
export interface ReplayScan {
  /** Events with occurred_at in [from, to). */
  from: Date;
  to: Date;
  /** Received (processed by the ingest) at or after this. */
  receivedFrom: Date;
  /** Opt-ins for this tournament are read too, whenever they say they happened (players opt in before a tournament starts). */
  optInsFor?: number;
}

/** One page of events in processing order, each with when its batch was processed (epoch ms). */
export interface ArrivedEvents {
  events: GamingEvent[];
  arrivals: number[];
}

interface Cursor {
  arrival: string;
  occurred_at: Date;
  id: string;
}

/**
 * One page of the scan's events after `cursor`, in the ingest's processing order: the batches as the ingest
 * processed them (received_at, migration 017), then occurred_at and id within one (ids compared by code point, as
 * the ingest's sort compares them, hence COLLATE "C"). The received_at bound lets migration 017's index find the
 * page's start; the order within one batch is an incremental sort of its rows.
 */
async function eventPage(db: Db, scan: ReplayScan, cursor: Cursor | undefined, limit: number): Promise<EventRow[]> {
  const after = cursor
    ? sql`AND (received_at, occurred_at, id COLLATE "C") > (${cursor.arrival}::timestamptz, ${cursor.occurred_at}, ${cursor.id} COLLATE "C")`
    : sql``;
  const optIns = scan.optInsFor === undefined ? sql`` : sql`OR (type = 'opt_in' AND tournament_id = ${scan.optInsFor})`;
  const { rows } = await sql<EventRow>`
    SELECT id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id,
           received_at::text AS arrival, (extract(epoch FROM received_at) * 1000)::float8 AS arrival_ms
      FROM gaming_events
     WHERE received_at >= ${cursor?.arrival ?? scan.receivedFrom.toISOString()}::timestamptz
       AND ((occurred_at >= ${scan.from} AND occurred_at < ${scan.to}) ${optIns}) ${after}
     ORDER BY received_at, occurred_at, id COLLATE "C"
     LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * The scan's stored events in processing order, a page at a time: the caller scores a page while no query runs.
 * Stops before the next page once `signal` is aborted (the client left).
 */
export async function* windowEvents(db: Db, scan: ReplayScan, signal: AbortSignal, pageSize = EVENT_PAGE_SIZE): AsyncGenerator<ArrivedEvents> {
  let cursor: Cursor | undefined;
  for (;;) {
    signal.throwIfAborted();
    const rows = await eventPage(db, scan, cursor, pageSize);
    if (rows.length === 0) return;
    const page: ArrivedEvents = { events: [], arrivals: [] };
    for (const row of rows) {
      const event = toScoringEvent(row);
      if (event === undefined) continue;
      page.events.push(event);
      page.arrivals.push(row.arrival_ms);
    }
    yield page;
    if (rows.length < pageSize) return;
    cursor = rows[rows.length - 1];
  }
}

/** When the first batch holding an event of [from, to) was processed; undefined when none does. */
export async function firstArrivalIn(db: Db, from: Date, to: Date): Promise<Date | undefined> {
  const { rows } = await sql<{ first: Date | null }>`
    SELECT min(received_at) AS first FROM gaming_events WHERE occurred_at >= ${from} AND occurred_at < ${to}`.execute(db);
  return rows[0].first ?? undefined;
}

/** When each player first opted in to the tournament by an event received before `receivedBefore`, epoch ms. */
export async function optInsReceivedBefore(db: Db, tournamentId: number, receivedBefore: Date): Promise<Map<string, number>> {
  const { rows } = await sql<{ user_id: string; opted_in_at: Date }>`
    SELECT user_id, min(occurred_at) AS opted_in_at FROM gaming_events
     WHERE type = 'opt_in' AND tournament_id = ${tournamentId} AND received_at < ${receivedBefore}
     GROUP BY user_id`.execute(db);
  return new Map(rows.map((row) => [row.user_id, row.opted_in_at.getTime()]));
}
