import { sql } from 'kysely';
import { TournamentStatus } from '../../../src/domain/enums';
import { applyAdjustment, newPlayerState } from '../../../src/domain/scoring';
import type { Db } from '../db/database';
import type { HistoryActor } from '../../../src/domain/tournamentHistory';
import { BOARD_CHANGES_CHANNEL } from '../live/boardAnnouncement';
import type { LiveBoards } from '../live/liveBoards';
import { defineMessages } from '../../../src/i18n/defineMessages';
import { conflict, notFound } from '../http/errors';
import type { BoardScore } from './boardScores';
import { rebalanceAfterCommit, type RankBlockOptions } from './ranks';
import { TOURNAMENT_MESSAGES } from '../tournaments/tournamentLifecycle';

const M = defineMessages({
  playerNotFound: { id: 'server.leaderboard.playerNotFound', defaultMessage: 'Player not found' },
  notInProgress: { id: 'server.leaderboard.notInProgress', defaultMessage: 'Scores can only be adjusted while the tournament is In Progress' },
  adjustmentRaced: { id: 'server.leaderboard.adjustmentRaced', defaultMessage: "The player''s score kept changing while it was being adjusted; try again" },
});

export interface ScoreAdjustment {
  tournamentId: number;
  userId: string;
  score: number;
  note: string;
  /** Who adjusted it: their id is the adjustment's adjusted_by, and both name its history entry. */
  writer: HistoryActor;
  at: Date;
}

/** What an adjustment is computed from, read without a lock: the tournament, the player's standing or their name. */
interface AdjustmentBasis {
  status: number;
  floor_score: boolean;
  standing: BoardScore | undefined;
  playerName: string | null;
}

async function readAdjustmentBasis(db: Db, tournamentId: number, userId: string): Promise<AdjustmentBasis> {
  const { rows } = await sql<{ status: number; floor_score: boolean; on_board: string | null; total_score: number | null; computed: Date | null; player_name: string | null }>`
    SELECT tournament.status, tournament.floor_score, row.user_name AS on_board, row.total_score, row.computed, player.user_name AS player_name
      FROM tournaments AS tournament
      LEFT JOIN leaderboard_rows AS row ON row.tournament_id = tournament.id AND row.user_id = ${userId}
      LEFT JOIN players AS player ON player.id = ${userId}
     WHERE tournament.id = ${tournamentId}`.execute(db);
  const [found] = rows;
  if (!found) throw notFound(TOURNAMENT_MESSAGES.notFound);
  const { on_board, total_score, computed } = found;
  const standing = on_board === null ? undefined : { user_id: userId, user_name: on_board, total_score: total_score!, computed: computed! };
  return { status: found.status, floor_score: found.floor_score, standing, playerName: on_board ?? found.player_name };
}

interface AdjustmentOutcome {
  outcome: 'not_found' | 'not_in_progress' | 'stale' | 'changed' | 'unchanged';
  current_total: number | null;
  current_computed: Date | null;
  rows_ahead: string | null;
  block_scores: number[] | null;
  block_computeds: Array<Date | number> | null;
  block_users: string[] | null;
  block_counts: number[] | null;
}

/** Tries of an adjustment whose player's standing changed between the read and the write (events racing it). */
const ADJUSTMENT_TRIES = 10;

/**
 * Adds the score to the player's total through the scoring rules' applyAdjustment (rounded to 2 decimals, held
 * at 0 by floor_score), a player not yet on the board but known in `players` joining with it, records who did it
 * and why (score_adjustments and the history) and answers the new standing and rank. `computed` becomes the
 * adjustment's time when the total changes (never earlier than the event that set it before). Only while the
 * tournament is In Progress: before, there is nothing to adjust; after, prizes follow the final ranks.
 *
 * One round trip commits it (adjust_board_score, migration 013): the standing is read without a lock, the rule
 * applied here, and the function writes under the tournament's lock only if the standing is still the one read;
 * otherwise it answers the current standing and the rule is applied again.
 */
export async function adjustScore(
  db: Db,
  liveBoards: LiveBoards,
  adjustment: ScoreAdjustment,
  options?: RankBlockOptions,
): Promise<{ standing: BoardScore; rank: number }> {
  const { tournamentId, userId, score, at, writer } = adjustment;
  const basis = await readAdjustmentBasis(db, tournamentId, userId);
  if (basis.status !== TournamentStatus.InProgress) throw conflict(M.notInProgress);
  const name = basis.playerName;
  if (name === null) throw notFound(M.playerNotFound);
  let before = basis.standing;
  for (let tries = 0; tries < ADJUSTMENT_TRIES; tries++) {
    const current = { ...newPlayerState(userId), total_score: before?.total_score ?? 0, computed: before ? before.computed.getTime() : null };
    const adjusted = applyAdjustment(current, score, at.getTime(), basis.floor_score);
    const after: BoardScore = { user_id: userId, user_name: name, total_score: adjusted.total_score, computed: new Date(adjusted.computed ?? at.getTime()) };
    const details = { player_id: userId, points: score, note: adjustment.note, total_score: after.total_score };
    const { rows } = await sql<AdjustmentOutcome>`
      SELECT * FROM adjust_board_score(${tournamentId}, ${userId}, ${TournamentStatus.InProgress},
        ${before?.total_score ?? null}::float8, ${before?.computed ?? null}::timestamptz,
        ${name}, ${after.total_score}::float8, ${after.computed}::timestamptz,
        ${score}::float8, ${adjustment.note}, ${writer.id}, ${at}::timestamptz,
        ${writer.name}, ${'score_adjusted'}, ${JSON.stringify(details)}::jsonb, ${BOARD_CHANGES_CHANNEL})`.execute(db);
    const [result] = rows;
    if (result.outcome === 'not_found') throw notFound(TOURNAMENT_MESSAGES.notFound);
    if (result.outcome === 'not_in_progress') throw conflict(M.notInProgress);
    if (result.outcome === 'stale') {
      before = result.current_total === null ? undefined : { user_id: userId, user_name: name, total_score: result.current_total, computed: result.current_computed! };
      continue;
    }
    if (result.outcome === 'changed') {
      liveBoards.committed([tournamentId]);
      const blocks = (result.block_counts ?? []).map((row_count, i) => ({
        start_score: result.block_scores![i],
        start_computed: result.block_computeds![i],
        start_user_id: result.block_users![i],
        row_count,
      }));
      await rebalanceAfterCommit(db, tournamentId, blocks, options);
    }
    return { standing: after, rank: Number(result.rows_ahead) + 1 };
  }
  throw conflict(M.adjustmentRaced);
}
