/** Engine spec §2, Gaming Transactions: a matched round's points by win criteria, before boosters and rounding. */
import { WinCriteria } from '../enums';
import type { WageringCondition } from '../tournament';
import type { CasinoRoundEvent } from './events';
import { dividedBy, exact, minus, times, type Exact } from './exactDecimal';

type Round = Pick<CasinoRoundEvent, 'stake' | 'win'>;

const HUNDRED = exact(100);
const ONE_ROUND = exact(1);

/** contribution / 100 exactly (37.5 → 0.375); an empty contribution (only a draft can hold one) contributes nothing. */
export const contributionFactor = (condition: WageringCondition): Exact => dividedBy(exact(condition.contribution ?? 0), HUNDRED);

/**
 * Exact: Net Win may be negative (a losing round); stake is > 0, so Equalized Win always divides, and its
 * quotient stays a fraction (10 ÷ 3) until the event's points are rounded.
 */
export function roundPoints(criteria: WinCriteria, round: Round, condition: WageringCondition): Exact {
  const c = contributionFactor(condition);
  switch (criteria) {
    case WinCriteria.Turnover:
      return times(exact(round.stake), c);
    case WinCriteria.NetWin:
      return times(minus(exact(round.win), exact(round.stake)), c);
    case WinCriteria.EqualizedWin:
      return times(dividedBy(exact(round.win), exact(round.stake)), c);
    case WinCriteria.NumberRounds:
      return ONE_ROUND;
  }
}
