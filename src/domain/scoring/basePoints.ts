/** Engine spec §2 "Points of one event, before boosters": the rule of T's score driver for the event's type. */
import { ScoreDriver } from '../enums';
import type { TournamentFields } from '../tournament';
import { bonusWinPoints } from './bonusWinPoints';
import { depositPoints } from './depositPoints';
import type { GamingEvent } from './events';
import type { Exact } from './exactDecimal';
import type { NoScoreReason, Points } from './scoreResult';
import { firstMatchingCondition } from './wageringCondition';
import { roundPoints } from './winCriteria';

export type PointRules = Pick<
  TournamentFields,
  | 'score_driver'
  | 'win_criteria'
  | 'wagering_conditions'
  | 'bonus_win_amount_ingestion_configuration'
  | 'deposit_amount_multiplication_factor'
  | 'min_deposit_amount'
  | 'max_deposit_amount'
>;

const orReason = (points: Exact | undefined, reason: NoScoreReason): Points => (points === undefined ? { reason } : { points });

/**
 * The driver's points for a casino_round, bonus_win or deposit; an event type the driver does not use
 * scores nothing (role_assigned is scored by roleScore under every driver, opt_in never).
 */
export function basePoints(rules: PointRules, event: GamingEvent): Points {
  if (event.type === 'casino_round' && rules.score_driver === ScoreDriver.GamingTransactions) {
    if (rules.win_criteria === null) return { reason: 'no_win_criteria' };
    const condition = firstMatchingCondition(rules.wagering_conditions, event);
    return condition ? { points: roundPoints(rules.win_criteria, event, condition) } : { reason: 'no_matching_condition' };
  }
  if (event.type === 'bonus_win' && rules.score_driver === ScoreDriver.BonusWinAmount) {
    return orReason(bonusWinPoints(rules.bonus_win_amount_ingestion_configuration, event), 'bonus_not_configured');
  }
  if (event.type === 'deposit' && rules.score_driver === ScoreDriver.DepositAmount) {
    return orReason(depositPoints(rules, event), 'deposit_out_of_bounds');
  }
  return { reason: 'not_scored_by_driver' };
}
