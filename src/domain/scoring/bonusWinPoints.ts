/** Engine spec §2, Bonus Win Amount. */
import type { BonusWinAmountIngestionConfiguration } from '../tournament';
import type { BonusWinEvent } from './events';
import { exact, times, type Exact } from './exactDecimal';

/** amount × the bonus's factor, exactly; undefined when the bonus is not configured (the event scores nothing). */
export function bonusWinPoints(configuration: BonusWinAmountIngestionConfiguration, event: Pick<BonusWinEvent, 'bonus_id' | 'amount'>): Exact | undefined {
  if (!Object.hasOwn(configuration, event.bonus_id)) return undefined;
  return times(exact(event.amount), exact(configuration[event.bonus_id].win_amount_multiplication_factor));
}
