import { sql, type RawBuilder } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { applyAdjustment, roundScore } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { HistoryActor, HistoryRecord } from '../../../src/domain/tournamentHistory';
import { changingBoards, type BoardCommits } from '../db/boardAnnouncement';
import { entryKey, lockAndReadPlayers } from '../engine/playerEntries';
import { standingOf, storedPlayerState } from '../engine/playerScoring';
import { historyEntries } from '../history/historyStore';
import { SCORE_ADJUSTMENT_MESSAGES } from '../../../src/domain/scoreAdjustment';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { conflict, HttpError, notFound } from '../http/errors';
import { serverText } from '../http/serverText';
import { writeBoardScores, type BoardScore } from '../boards/boardScores';
import { rankOf, type RankBlockOptions } from '../boards/ranks';
import { TOURNAMENT_MESSAGES } from '../http/tournamentMessages';

const M = defineMessages({
  notInProgress: { id: 'server.leaderboard.notInProgress', defaultMessage: 'Scores can only be adjusted while the tournament is In Progress' },
  disqualified: { id: 'server.leaderboard.disqualified', defaultMessage: 'The player is disqualified from this tournament: their score no longer changes' },
});

/** Whether a player's old standing ranked ahead of their new one: a higher total, or the same one set earlier. */
const rankedAheadOfNew = (previous: BoardScore, after: BoardScore) =>
  previous.total_score > after.total_score || (previous.total_score === after.total_score && previous.computed < after.computed);

/** 404 naming the field, as a refused field is named (issue 27: the dialog shows it on the user id). */
const noSuchPlayer = () => {
  const text = serverText(SCORE_ADJUSTMENT_MESSAGES.noSuchPlayer);
  return new HttpError(404, text, {}, { user_id: text });
};

export interface ScoreAdjustment {
  tournamentId: number;
  userId: string;
  score: number;
  note: string;
  /** Who adjusted it: their id is the adjustment's adjusted_by, and both name its history entry. */
  writer: HistoryActor;
  at: Date;
}

/**
 * What the adjustment leaves on record beside the score: score_adjustments and the history entry, each with the
 * amount applied (rounded to 2 decimals as the rules round it), so that 12.345 typed reads +12.35 where the total
 * grew by 12.35.
 */
function adjustmentRecords(trx: Db, adjustment: ScoreAdjustment, after: BoardScore): RawBuilder<unknown>[] {
  const { tournamentId, userId, note, writer, at } = adjustment;
  const score = roundScore(adjustment.score);
  const record: HistoryRecord = { action: 'score_adjusted', details: { player_id: userId, points: score, note, total_score: after.total_score } };
  return [
    sql`${trx.insertInto('score_adjustments').values({ tournament_id: tournamentId, user_id: userId, score, note, adjusted_by: writer.id, adjusted_at: at })}`,
    sql`${historyEntries(trx, [tournamentId], writer, () => record, at)}`,
  ];
}

/**
 * Adds the score to the player's total through the scoring rules' applyAdjustment (rounded to 2 decimals, held
 * at 0 by floor_score), a player not yet on the board but known to the registry joining with it, records who did it
 * and why (score_adjustments and the history) and answers the new standing and rank. `computed` becomes the
 * adjustment's time when the total changes (never earlier than the event that set it before). Only while the
 * tournament is In Progress: before, there is nothing to adjust; after, prizes follow the final ranks.
 *
 * Like every writer of a board it holds the tournament's lock from the read of the standing to the commit
 * (lockAndReadPlayers: the lock and the read in one round trip), so adjustments and events of one player wait
 * for each other instead of racing, and it writes through writeBoardScores, the board's one write, with the
 * announcement, the records and the count of rows ahead of the new standing in that same statement.
 */
export async function adjustScore(
  ctx: { db: Db; liveBoards: BoardCommits },
  adjustment: ScoreAdjustment,
  options?: RankBlockOptions,
): Promise<{ standing: BoardScore; rank: number }> {
  const { tournamentId, userId, score, at } = adjustment;
  return changingBoards(ctx, async (trx, changed) => {
    const { locked, standings, entries, names, disqualified } = await lockAndReadPlayers(trx, [tournamentId], [{ tournament_id: tournamentId, user_id: userId }]);
    const tournament = locked.get(tournamentId);
    if (!tournament) throw notFound(TOURNAMENT_MESSAGES.notFound);
    if (tournament.status !== TournamentStatus.InProgress) throw conflict(M.notInProgress);
    if (disqualified.has(entryKey(tournamentId, userId))) throw conflict(M.disqualified);
    const before = standings.get(tournamentId) ?? new Map<string, BoardScore>();
    const registryName = names.get(userId);
    if (!before.has(userId) && registryName === undefined) throw noSuchPlayer();
    const state = storedPlayerState(userId, before.get(userId), entries.get(entryKey(tournamentId, userId)), registryName);
    // applyAdjustment puts a player not on the board yet on it, so there is always a standing to store.
    const after = standingOf(applyAdjustment(state, score, at.getTime(), tournament.floor_score))!;
    const records = adjustmentRecords(trx, adjustment, after);
    // The records and the rank ride in the score's write; an adjustment that leaves the standing as it was is recorded on its own.
    const written = await writeBoardScores(trx, tournamentId, before, [after], () => [changed.announcedWith(tournamentId), ...records], { ...options, aheadOf: { tournamentId, key: after } });
    if (written.aheadBefore === undefined) {
      for (const record of records) await record.execute(trx);
      return { standing: after, rank: await rankOf(trx, tournamentId, after) };
    }
    // The write's statement counted the board as it was: the player's own row counts when it ranked ahead of their new place.
    const previous = before.get(userId);
    return { standing: after, rank: written.aheadBefore - (previous && rankedAheadOfNew(previous, after) ? 1 : 0) + 1 };
  });
}
