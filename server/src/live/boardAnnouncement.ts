import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LiveBoards } from './liveBoards';

/** The PostgreSQL channel every instance LISTENs on; a notification's payload is the changed boards' ids, comma-separated. */
export const BOARD_CHANGES_CHANNEL = 'leaderboard_changes';

/**
 * Gives the boards a new version and tells every listening instance, in one statement inside the writer's
 * transaction: PostgreSQL delivers the NOTIFY at commit (and drops it on rollback), so no listener reads a board
 * before its change is visible. The writer holds each board's tournament lock, so one board's versions follow the
 * order of its changes.
 */
async function announceBoardChanges(trx: Db, tournamentIds: ReadonlySet<number>): Promise<void> {
  await sql`
    WITH bumped AS (
      INSERT INTO leaderboard_versions (tournament_id, version)
      SELECT id, nextval('leaderboard_version_seq') FROM unnest(${[...tournamentIds]}::integer[]) AS id
      ON CONFLICT (tournament_id) DO UPDATE SET version = excluded.version
      RETURNING tournament_id)
    SELECT pg_notify(${BOARD_CHANGES_CHANNEL}, string_agg(tournament_id::text, ',')) FROM bumped`.execute(trx);
}

/** Names boards the work changed; each is announced once, however often named. */
export type ChangedBoards = (tournamentIds: Iterable<number>) => void;

/**
 * Runs `work` in a transaction and announces the boards it names as changed (a score, a player joining, the
 * tournament ending) before committing. After the commit the instance's hub is told too: on the embedded database,
 * which takes one connection and so has none to LISTEN on, that is how its subscribers hear of it (one instance
 * only: the data directory is locked); with PostgreSQL the hub ignores it and waits for the NOTIFY, like every
 * other instance.
 */
export async function changingBoards<T>(ctx: { db: Db; liveBoards: LiveBoards }, work: (trx: Db, changed: ChangedBoards) => Promise<T>): Promise<T> {
  const boards = new Set<number>();
  const changed: ChangedBoards = (ids) => {
    for (const id of ids) boards.add(id);
  };
  const result = await ctx.db.transaction().execute(async (trx) => {
    const outcome = await work(trx, changed);
    if (boards.size > 0) await announceBoardChanges(trx, boards);
    return outcome;
  });
  ctx.liveBoards.committed(boards);
  return result;
}
