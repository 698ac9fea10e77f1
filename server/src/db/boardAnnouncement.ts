import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database';

/** The PostgreSQL channel every instance LISTENs on; a notification's payload is a changed board's id (before: several, comma-separated). */
export const BOARD_CHANGES_CHANNEL = 'leaderboard_changes';

/**
 * Gives the boards a new version and tells every listening instance, as one data-modifying statement inside the
 * writer's transaction (a notification a board, its id the payload): PostgreSQL delivers the NOTIFY at commit (and
 * drops it on rollback), so no listener reads a board before its change is visible. The writer holds each board's
 * tournament lock, so one board's versions follow the order of its changes. A writer can run it as a CTE of its own
 * statement (ChangedBoards.announcedWith): its RETURNING is computed even though nothing reads it.
 */
const boardAnnouncement = (tournamentIds: readonly number[]) => sql`
  INSERT INTO leaderboard_versions (tournament_id, version)
  SELECT id, nextval('leaderboard_version_seq') FROM unnest(${[...tournamentIds]}::integer[]) AS id
  ON CONFLICT (tournament_id) DO UPDATE SET version = excluded.version
  RETURNING pg_notify(${BOARD_CHANGES_CHANNEL}, tournament_id::text)`;

/** Names boards the work changed (a score, a player joining, the tournament ending); each is announced once, however often named. */
export interface ChangedBoards {
  (tournamentIds: Iterable<number>): void;
  /**
   * The board changed, announced by the statement answered, which the work runs within its own write (one round
   * trip fewer on the paths that must be quick: a score change).
   */
  announcedWith(tournamentId: number): RawBuilder<unknown>;
}

/**
 * What hears of the boards a writer on this instance committed: the instance's hub of live boards (live/liveBoards),
 * named here by what the transaction needs of it so that the writers, below the live streams, import nothing of them.
 */
export interface BoardCommits {
  committed(tournamentIds: Iterable<number>): void;
}

/**
 * Runs `work` in a transaction and announces the boards it names as changed before committing (unless the work
 * ran their announcement itself). After the commit the instance's hub is told too: on the embedded database,
 * which takes one connection and so has none to LISTEN on, that is how its subscribers hear of it (one instance
 * only: the data directory is locked); with PostgreSQL the hub ignores it and waits for the NOTIFY, like every
 * other instance.
 */
export async function changingBoards<T>(ctx: { db: Db; liveBoards: BoardCommits }, work: (trx: Db, changed: ChangedBoards) => Promise<T>): Promise<T> {
  const boards = new Set<number>();
  const announced = new Set<number>();
  const changed: ChangedBoards = Object.assign(
    (ids: Iterable<number>) => {
      for (const id of ids) boards.add(id);
    },
    {
      announcedWith(id: number) {
        boards.add(id);
        announced.add(id);
        return boardAnnouncement([id]);
      },
    },
  );
  const result = await ctx.db.transaction().execute(async (trx) => {
    const outcome = await work(trx, changed);
    const unannounced = [...boards].filter((id) => !announced.has(id));
    if (unannounced.length > 0) await boardAnnouncement(unannounced).execute(trx);
    return outcome;
  });
  ctx.liveBoards.committed(boards);
  return result;
}
