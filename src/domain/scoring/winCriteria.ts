/** Engine spec §2, Gaming Transactions: a matched round's points by win criteria, before boosters and rounding. */
import { WinCriteria } from '../enums';
import type { WageringCondition } from '../tournament';
import type { CasinoRoundEvent } from './events';

type Round = Pick<CasinoRoundEvent, 'stake' | 'win'>;

/** contribution / 100; an empty contribution (only a draft can hold one) contributes nothing. */
export const contributionFactor = (condition: WageringCondition) => (condition.contribution ?? 0) / 100;

/** Net Win may be negative (a losing round); stake is > 0, so Equalized Win always divides. */
export function roundPoints(criteria: WinCriteria, round: Round, condition: WageringCondition): number {
  const c = contributionFactor(condition);
  switch (criteria) {
    case WinCriteria.Turnover:
      return round.stake * c;
    case WinCriteria.NetWin:
      return (round.win - round.stake) * c;
    case WinCriteria.EqualizedWin:
      return (round.win / round.stake) * c;
    case WinCriteria.NumberRounds:
      return 1;
  }
}
