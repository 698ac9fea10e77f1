import { sql, type Expression, type OperationNodeSource } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { applyAdjustment, newPlayerState } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { ChangedBoards } from '../live/boardAnnouncement';
import { recordAssignment } from '../engine/playerEntries';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { conflict, notFound } from '../http/errors';
import { readBoardScores, writeBoardScores, type BoardScore } from './boardScores';
import { lockTournament } from './tournamentLock';

const M = defineMessages({
  playerNotFound: { id: 'server.leaderboard.playerNotFound', defaultMessage: 'Player not found' },
  notInProgress: { id: 'server.leaderboard.notInProgress', defaultMessage: 'Scores can only be adjusted while the tournament is In Progress' },
});

/** A known player (from `players`) as they join a board: score 0 at `at`; undefined when there is no such player. */
async function joiningStanding(trx: Db, userId: string, at: Date): Promise<BoardScore | undefined> {
  const player = await trx.selectFrom('players').select('user_name').where('id', '=', userId).executeTakeFirst();
  return player && { user_id: userId, user_name: player.user_name, total_score: 0, computed: at };
}

/**
 * PUT /api/tournaments/{id}/players/{playerId}: records the assignment (eligibility under Opt-In Required and
 * Invite Only counts from it) and answers true when the player exists and joined the board now with score 0;
 * false when they are already on the board; undefined, recording nothing, when there is no such player.
 */
export async function assignPlayer(trx: Db, changed: ChangedBoards, tournamentId: number, userId: string, now: Date): Promise<boolean | undefined> {
  await lockTournament(trx, tournamentId);
  const joining = await joiningStanding(trx, userId, now);
  if (!joining) return undefined;
  await recordAssignment(trx, tournamentId, userId, now);
  const before = await readBoardScores(trx, tournamentId, [userId]);
  if (before.has(userId)) return false;
  await writeBoardScores(trx, tournamentId, before, [joining], () => [changed.announcedWith(tournamentId)]);
  return true;
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
 * Adds the score to the player's total through the scoring rules' applyAdjustment (rounded to 2 decimals, held
 * at 0 by floor_score), a player not yet on the board but known in `players` joining with it, and records who
 * did it and why (`alsoRecord`: another record of it, its history entry). `computed` becomes the adjustment's time when the total changes (never earlier than the
 * event that set it before). Only while the tournament is In Progress: before, there is nothing to adjust;
 * after, prizes follow the final ranks. Returns the player's new standing.
 */
export async function adjustScore(
  trx: Db,
  changed: ChangedBoards,
  adjustment: ScoreAdjustment,
  alsoRecord: (after: BoardScore) => Expression<unknown> | OperationNodeSource,
): Promise<BoardScore> {
  const { tournamentId, userId, score, at } = adjustment;
  const { status, floor_score } = await lockTournament(trx, tournamentId);
  if (status !== TournamentStatus.InProgress) throw conflict(M.notInProgress);
  const before = await readBoardScores(trx, tournamentId, [userId]);
  const standing = before.get(userId) ?? (await joiningStanding(trx, userId, at));
  if (!standing) throw notFound(M.playerNotFound);
  const current = { ...newPlayerState(userId), total_score: standing.total_score, computed: before.has(userId) ? standing.computed.getTime() : null };
  const adjusted = applyAdjustment(current, score, at.getTime(), floor_score);
  const after = { ...standing, total_score: adjusted.total_score, computed: new Date(adjusted.computed ?? at.getTime()) };
  const records = [
    sql`
    INSERT INTO score_adjustments (tournament_id, user_id, score, note, adjusted_by, adjusted_at)
    VALUES (${tournamentId}, ${userId}, ${score}, ${adjustment.note}, ${adjustment.adjustedBy}, ${at})`,
    sql`${alsoRecord(after)}`,
  ];
  // The records ride in the score's write; a change that leaves the standing as it was is recorded on its own.
  if (!(await writeBoardScores(trx, tournamentId, before, [after], () => [changed.announcedWith(tournamentId), ...records]))) {
    for (const record of records) await record.execute(trx);
  }
  return after;
}
