/**
 * What sending some outbox entries gives away (issue 13, 'Send all shown'). An entry names only its bonus
 * code, and the gateway credits the bonus that code stands for in the bonus list (GET /api/bonuses), so an
 * entry is worth that bonus's value, in its type's unit; an Items bonus has no value and counts one item.
 */
import { BonusType } from './enums';
import { moneySum } from './money';
import type { TierBonus } from './tournament';

export type ValuedBonus = Pick<TierBonus, 'code' | 'type' | 'value'>;

export interface BonusValueTotal {
  /** The sum of the values per bonus type present (items counted); types absent have no key. */
  byType: Partial<Record<BonusType, number>>;
  /** Entries whose code the bonus list does not hold: their value is unknown. */
  unknown: number;
}

export function totalBonusValue(codes: readonly string[], bonuses: readonly ValuedBonus[]): BonusValueTotal {
  const byCode = new Map(bonuses.map((bonus) => [bonus.code, bonus]));
  const total: BonusValueTotal = { byType: {}, unknown: 0 };
  for (const code of codes) {
    const bonus = byCode.get(code);
    if (!bonus) {
      total.unknown += 1;
      continue;
    }
    const worth = bonus.type === BonusType.Items ? 1 : bonus.value;
    // To the cent, as bonus values are entered.
    total.byType[bonus.type] = moneySum([total.byType[bonus.type] ?? 0, worth]);
  }
  return total;
}
