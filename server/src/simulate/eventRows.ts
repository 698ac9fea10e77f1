/**
 * A page of stored events as Simulate reads it and as its scoring thread takes it: the rows cross to the thread as
 * they are read, and are turned into scoring events there, off the main thread.
 */
import type { GamingEvent } from '../../../src/domain/scoring';
import type { GamingEventsTable } from '../db/schema';

/** A stored event as a page reads it: plain data, sent as it is to the scoring thread, which converts it. */
export type EventRow = Omit<GamingEventsTable, 'received_at' | 'occurred_at'> & {
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

/** One page of events in processing order, each with when its batch was processed (epoch ms). */
export interface ArrivedEvents {
  events: GamingEvent[];
  arrivals: number[];
}

/** A page's rows as the scoring rules take them, with when each one's batch was processed (on the scoring thread). */
export function arrivedEvents(rows: readonly EventRow[]): ArrivedEvents {
  const page: ArrivedEvents = { events: [], arrivals: [] };
  for (const row of rows) {
    const event = toScoringEvent(row);
    if (event === undefined) continue;
    page.events.push(event);
    page.arrivals.push(row.arrival_ms);
  }
  return page;
}
