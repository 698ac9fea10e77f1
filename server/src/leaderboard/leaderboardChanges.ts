import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { insertRanked, moveRanked } from './ranks';
import { lockTournament } from './tournamentLock';

export const PLAYER_NOT_FOUND = 'Player not found';
export const NOT_IN_PROGRESS = 'Scores can only be adjusted while the tournament is In Progress';

/** Puts a known player (from `players`) on the leaderboard; null when there is no such player. */
async function joinPlayer(trx: Db, tournamentId: number, userId: string, totalScore: number, computed: Date): Promise<number | null> {
  const player = await trx.selectFrom('players').select('user_name').where('id', '=', userId).executeTakeFirst();
  if (!player) return null;
  return insertRanked(trx, tournamentId, { user_id: userId, user_name: player.user_name, total_score: totalScore, computed });
}

const currentRow = (trx: Db, tournamentId: number, userId: string) =>
  trx
    .selectFrom('leaderboard_rows')
    .select(['rank', 'total_score'])
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * PUT /api/tournaments/{id}/players/{playerId}: true when the player exists and joined now with score 0;
 * false when there is no such player or they are already on the leaderboard.
 */
export async function assignPlayer(trx: Db, tournamentId: number, userId: string, now: Date): Promise<boolean> {
  await lockTournament(trx, tournamentId);
  if (await currentRow(trx, tournamentId, userId)) return false;
  return (await joinPlayer(trx, tournamentId, userId, 0, now)) !== null;
}

export interface ScoreAdjustment {
  tournamentId: number;
  userId: string;
  score: number;
  note: string;
  adjustedBy: string;
  at: Date;
}

/**
 * Adds the score to the player's total (a player not yet on the board but known in `players` joins with
 * it), stamps computed, moves the row to its new rank and records who did it and why. Only while the
 * tournament is In Progress: before, there is nothing to adjust; after, prizes follow the final ranks.
 */
export async function adjustScore(trx: Db, adjustment: ScoreAdjustment): Promise<void> {
  const { tournamentId, userId, score, at } = adjustment;
  const { status } = await lockTournament(trx, tournamentId);
  if (status !== TournamentStatus.InProgress) throw conflict(NOT_IN_PROGRESS);
  const current = await currentRow(trx, tournamentId, userId);
  if (current) {
    await moveRanked(trx, tournamentId, { user_id: userId, total_score: current.total_score + score, computed: at }, current.rank);
  } else if ((await joinPlayer(trx, tournamentId, userId, score, at)) === null) {
    throw notFound(PLAYER_NOT_FOUND);
  }
  await trx
    .insertInto('score_adjustments')
    .values({ tournament_id: tournamentId, user_id: userId, score, note: adjustment.note, adjusted_by: adjustment.adjustedBy, adjusted_at: at })
    .execute();
}
