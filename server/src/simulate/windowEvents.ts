import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { EventRow } from './eventRows';

/**
 * Events per page: a page is one short indexed read (the connection goes back to the pool, PGlite's single one
 * included, while the page is scored on the scoring thread). The main thread still parses the page's rows as they
 * arrive, and on PGlite runs the query itself: 10,000 held its event loop 100 to 200 ms at a time on a busy 2-CPU
 * machine, and with 1,000 reads beside 20 Simulates still took p95 58.5 ms on PGlite (bench figure 19); with 250,
 * 24.2 ms there and 15.8 ms on PostgreSQL, a Simulate of the demo's 35 days taking 723 ms instead of 667 (issue 26).
 */
export const EVENT_PAGE_SIZE = 250;

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

interface Cursor {
  arrival: string;
  occurred_at: Date;
  id: string;
}

/**
 * One page of the scan's events after `cursor`, in the ingest's processing order, as a query: the batches as the
 * ingest processed them (received_at, migration 017), then occurred_at and id within one (ids compared by code
 * point, as the ingest's sort compares them, hence COLLATE "C"). The received_at bound lets migration 017's index
 * find the page's start; the order within one batch is an incremental sort of its rows. The window is a range
 * (`@>`), not two comparisons on occurred_at: once the statement is prepared (statementCache.ts), PostgreSQL's
 * generic plan guesses a range of two unknown bounds selects 0.5 % of the events and sorts the whole rest of the
 * window through the occurred_at index for every page (5.2 s instead of 0.4 s for the demo's 31,747 events in
 * pages of 250 on PGlite); `@>` has no index to tempt it.
 */
export function eventPageQuery(scan: ReplayScan, cursor: Cursor | undefined, limit: number) {
  const after = cursor
    ? sql`AND (received_at, occurred_at, id COLLATE "C") > (${cursor.arrival}::timestamptz, ${cursor.occurred_at}, ${cursor.id} COLLATE "C")`
    : sql``;
  const optIns = scan.optInsFor === undefined ? sql`` : sql`OR (type = 'opt_in' AND tournament_id = ${scan.optInsFor})`;
  return sql<EventRow>`
    SELECT id, type, user_id, user_name, occurred_at, game_id, platform, stake, win, bonus_id, amount, role_id, tournament_id,
           received_at::text AS arrival, (extract(epoch FROM received_at) * 1000)::float8 AS arrival_ms
      FROM gaming_events
     WHERE received_at >= ${cursor?.arrival ?? scan.receivedFrom.toISOString()}::timestamptz
       AND (tstzrange(${scan.from}, ${scan.to}) @> occurred_at ${optIns}) ${after}
     ORDER BY received_at, occurred_at, id COLLATE "C"
     LIMIT ${limit}`;
}

/**
 * The scan's stored events in processing order, a page of rows at a time: the caller has them scored while no
 * query runs. Stops before the next page once `signal` is aborted (the client left).
 */
export async function* windowRows(db: Db, scan: ReplayScan, signal: AbortSignal, pageSize = EVENT_PAGE_SIZE): AsyncGenerator<EventRow[]> {
  let cursor: Cursor | undefined;
  for (;;) {
    signal.throwIfAborted();
    const { rows } = await eventPageQuery(scan, cursor, pageSize).execute(db);
    if (rows.length === 0) return;
    yield rows;
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
