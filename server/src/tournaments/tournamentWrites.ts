import { sql } from 'kysely';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import type { Caller } from '../auth/caller';

/**
 * Who wrote a tournament last, and the columns each write sets (migration 010): a staff member by the id and
 * name of their token, or the server itself (completion), which has no id.
 */
export interface Writer {
  id: string | null;
  name: string;
}

/** The staff member behind a request, as a tournament's last writer and its history name them: the token's id and display name. */
export const writerOf = (caller: Caller): HistoryActor => ({ id: caller.id, name: caller.displayName || caller.username });

/** What a 412 names when the tournament was completed at its end rather than changed by someone. */
export const COMPLETION_WRITER: Writer = { id: null, name: 'the server (completed at its end)' };

/** The columns every write of a tournament sets: its next version, who wrote it and when. */
export const writtenBy = (writer: Writer, now: Date) => ({
  version: sql<number>`version + 1`,
  updated_by_id: writer.id,
  updated_by_name: writer.name,
  updated_at: now,
});
