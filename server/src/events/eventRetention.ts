import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows one statement deletes: each delete stays short, so ingest (and PGlite's one connection) is never held up long. */
export const RETENTION_CHUNK = 5_000;

/**
 * Deletes events received more than `retentionDays` before `now`, a chunk per statement until none is left. By
 * arrival, not by occurred_at: an id must stay known for the retention after it arrived, or a late resend of an
 * old event would be taken for a new one.
 */
export async function deleteExpiredEvents(db: Db, now: Date, retentionDays: number, chunk = RETENTION_CHUNK): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  let deleted = 0;
  for (;;) {
    const { numAffectedRows } = await sql`
      DELETE FROM gaming_events WHERE id IN (SELECT id FROM gaming_events WHERE received_at < ${cutoff} LIMIT ${chunk})`.execute(db);
    deleted += Number(numAffectedRows ?? 0);
    if (Number(numAffectedRows ?? 0) < chunk) return deleted;
  }
}
