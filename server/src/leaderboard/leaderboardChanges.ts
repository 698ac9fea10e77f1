import { TournamentStatus } from '../../../src/domain/enums';
import type { Db } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { readBoardScores, writeBoardScores, type BoardScore } from './boardScores';
import { lockTournament } from './tournamentLock';

export const PLAYER_NOT_FOUND = 'Player not found';
export const NOT_IN_PROGRESS = 'Scores can only be adjusted while the tournament is In Progress';

/** A known player's (from `players`) standing on joining with `totalScore`; null when there is no such player. */
async function joiningStanding(trx: Db, userId: string, totalScore: number, computed: Date): Promise<BoardScore | null> {
  const player = await trx.selectFrom('players').select('user_name').where('id', '=', userId).executeTakeFirst();
  return player ? { user_id: userId, user_name: player.user_name, total_score: totalScore, computed } : null;
}

/**
 * PUT /api/tournaments/{id}/players/{playerId}: true when the player exists and joined now with score 0;
 * false when there is no such player or they are already on the leaderboard.
 */
export async function assignPlayer(trx: Db, tournamentId: number, userId: string, now: Date): Promise<boolean> {
  await lockTournament(trx, tournamentId);
  const current = await readBoardScores(trx, tournamentId, [userId]);
  if (current.has(userId)) return false;
  const joining = await joiningStanding(trx, userId, 0, now);
  if (joining) await writeBoardScores(trx, tournamentId, current, [joining]);
  return joining !== null;
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
  const current = await readBoardScores(trx, tournamentId, [userId]);
  const standing = current.get(userId);
  const adjusted = standing ? { ...standing, total_score: standing.total_score + score, computed: at } : await joiningStanding(trx, userId, score, at);
  if (!adjusted) throw notFound(PLAYER_NOT_FOUND);
  await writeBoardScores(trx, tournamentId, current, [adjusted]);
  await trx
    .insertInto('score_adjustments')
    .values({ tournament_id: tournamentId, user_id: userId, score, note: adjustment.note, adjusted_by: adjustment.adjustedBy, adjusted_at: at })
    .execute();
}
