import type { Db } from '../db/database';
import { insertRanked, moveRanked } from './ranks';

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

/**
 * Stores the players' new standings: `before` is what readBoardScores answered in this transaction, `after` one
 * standing per player (a player absent from `before` joins the board).
 */
export async function writeBoardScores(trx: Db, tournamentId: number, before: ReadonlyMap<string, BoardScore>, after: readonly BoardScore[]): Promise<void> {
  for (const standing of after) {
    const previous = before.get(standing.user_id);
    if (!previous) {
      await insertRanked(trx, tournamentId, standing);
    } else if (!unchanged(previous, standing)) {
      const { rank } = await trx
        .selectFrom('leaderboard_rows')
        .select('rank')
        .where('tournament_id', '=', tournamentId)
        .where('user_id', '=', standing.user_id)
        .executeTakeFirstOrThrow();
      await moveRanked(trx, tournamentId, standing, rank);
    }
  }
}
