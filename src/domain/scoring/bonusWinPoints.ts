/** Engine spec §2, Bonus Win Amount. */
import type { BonusWinAmountIngestionConfiguration } from '../tournament';
import type { BonusWinEvent } from './events';

/** amount × the bonus's factor; undefined when the bonus is not configured (the event scores nothing). */
export function bonusWinPoints(configuration: BonusWinAmountIngestionConfiguration, event: Pick<BonusWinEvent, 'bonus_id' | 'amount'>): number | undefined {
  if (!Object.hasOwn(configuration, event.bonus_id)) return undefined;
  return event.amount * configuration[event.bonus_id].win_amount_multiplication_factor;
}
