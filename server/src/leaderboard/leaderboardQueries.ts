import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { LeaderboardRowsTable } from '../db/schema';
import { notFound } from '../http/errors';
import type { LeaderboardRow, PlayerRank } from './leaderboardSchemas';
import { TOURNAMENT_NOT_FOUND } from './tournamentLock';

const ROW_COLUMNS = ['rank', 'user_id', 'user_name', 'total_score', 'computed'] as const;

type StoredRow = Pick<Selectable<LeaderboardRowsTable>, (typeof ROW_COLUMNS)[number]>;

const toLeaderboardRow = (row: StoredRow): LeaderboardRow => ({ ...row, computed: row.computed.toISOString() });

/**
 * One page by stored rank (an index range on (tournament_id, rank), however deep), and the size as the
 * highest rank (ranks are dense; an index-only step instead of counting a million rows). Both read one
 * snapshot so they agree.
 */
export async function leaderboardPage(db: Db, tournamentId: number, take: number, skip: number): Promise<{ size: number; rows: LeaderboardRow[] }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const tournament = await trx
        .selectFrom('tournaments')
        .select((eb) =>
          eb
            .selectFrom('leaderboard_rows')
            .select((inner) => inner.fn.max('rank').as('size'))
            .where('tournament_id', '=', tournamentId)
            .as('size'),
        )
        .where('id', '=', tournamentId)
        .executeTakeFirst();
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      const rows = await trx
        .selectFrom('leaderboard_rows')
        .select(ROW_COLUMNS)
        .where('tournament_id', '=', tournamentId)
        .where('rank', '>', skip)
        .where('rank', '<=', skip + take)
        .orderBy('rank')
        .execute();
      return { size: tournament.size ?? 0, rows: rows.map(toLeaderboardRow) };
    });
}

/** A primary-key lookup; undefined when the player is not on this leaderboard. */
export async function playerRank(db: Db, tournamentId: number, userId: string): Promise<PlayerRank | undefined> {
  const row = await db
    .selectFrom('leaderboard_rows')
    .select(ROW_COLUMNS)
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { row: toLeaderboardRow(row), rank: row.rank };
}
