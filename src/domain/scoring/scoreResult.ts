/** What scoreEvent says about one event: its points and where they came from, or why it scored nothing. */
import type { Exact } from './exactDecimal';

export const NO_SCORE_REASONS = [
  'opt_in_scores_nothing',
  'not_in_progress',
  'before_start',
  'not_before_end',
  'weekday_disabled',
  'not_eligible',
  'not_scored_by_driver',
  'no_win_criteria',
  'no_matching_condition',
  'bonus_not_configured',
  'deposit_out_of_bounds',
  'role_not_configured',
  'role_already_scored',
] as const;
export type NoScoreReason = (typeof NO_SCORE_REASONS)[number];

/** A rule's points before boosters and rounding, exactly (a fraction for Equalized Win), or why there are none. */
export type Points = { points: Exact } | { reason: NoScoreReason };

export interface Scored {
  scored: true;
  /** What the total gets: base_points × multiplier, rounded to 2 decimals (may be 0 or negative). */
  points: number;
  /** Before the booster and rounding: the double nearest to them (10/3 has no exact one), for showing only. */
  base_points: number;
  multiplier: number;
  /** The booster that gave the multiplier; null when none did (and always for a role). */
  booster_id: number | null;
  /** The role now scored for this player, for a role_assigned event; else null. */
  role_id: string | null;
}

export interface NotScored {
  scored: false;
  points: 0;
  reason: NoScoreReason;
}

export type ScoreResult = Scored | NotScored;

export const notScored = (reason: NoScoreReason): NotScored => ({ scored: false, points: 0, reason });
