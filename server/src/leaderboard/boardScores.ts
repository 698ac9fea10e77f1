import { sql } from 'kysely';
import type { Db } from '../db/database';
import { writeRowsAndCounts, type RankBlockOptions, type RankMove } from './ranks';

/**
 * The one way scores reach a leaderboard: the engine's events, staff's adjustments and assignments all read the
 * players' standings with readBoardScores and write the new ones with writeBoardScores, in one transaction that
 * holds the tournament's lock (lockTournament), so ranks stay exact however many server instances write.
 */

/** A player's standing on one board. */
export interface BoardScore {
  user_id: string;
  user_name: string;
  total_score: number;
  computed: Date;
}

/** The stored standings of these players on the board; a player not on it is absent. */
export async function readBoardScores(trx: Db, tournamentId: number, userIds: readonly string[]): Promise<Map<string, BoardScore>> {
  if (userIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('leaderboard_rows')
    .select(['user_id', 'user_name', 'total_score', 'computed'])
    .where('tournament_id', '=', tournamentId)
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

const unchanged = (before: BoardScore, after: BoardScore) =>
  before.total_score === after.total_score && before.computed.getTime() === after.computed.getTime() && before.user_name === after.user_name;

/** The rows of joining players inserted, the others updated: one statement however many. */
const standingsWrite = (tournamentId: number, standings: readonly BoardScore[]) => sql`
  INSERT INTO leaderboard_rows (tournament_id, user_id, user_name, total_score, computed)
  SELECT ${tournamentId}, * FROM unnest(${standings.map((row) => row.user_id)}::text[],
                                        ${standings.map((row) => row.user_name)}::text[],
                                        ${standings.map((row) => row.total_score)}::float8[],
                                        ${standings.map((row) => row.computed)}::timestamptz[])
  ON CONFLICT (tournament_id, user_id) DO UPDATE
    SET user_name = excluded.user_name, total_score = excluded.total_score, computed = excluded.computed`;

/**
 * Stores the players' new standings: `before` is what readBoardScores answered in this transaction, `after` one
 * standing per player (a player absent from `before` joins the board). One statement however many players
 * change (and one more per block that splits or merges), so a batch of events costs about what one does.
 */
export async function writeBoardScores(
  trx: Db,
  tournamentId: number,
  before: ReadonlyMap<string, BoardScore>,
  after: readonly BoardScore[],
  options?: RankBlockOptions,
): Promise<void> {
  const changed = after.filter((standing) => {
    const previous = before.get(standing.user_id);
    return !previous || !unchanged(previous, standing);
  });
  if (changed.length === 0) return;
  const moves: RankMove[] = changed.flatMap((standing) => {
    const previous = before.get(standing.user_id);
    const entering: RankMove = { key: standing, delta: 1 };
    return previous ? [{ key: previous, delta: -1 }, entering] : [entering];
  });
  await writeRowsAndCounts(trx, tournamentId, standingsWrite(tournamentId, changed), moves, options);
}
