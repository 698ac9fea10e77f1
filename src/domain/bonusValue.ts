/**
 * What sending some outbox entries gives away (issue 13, 'Send all shown'). An entry names only its bonus
 * code, and the gateway credits the bonus that code stands for in the bonus list (GET /api/bonuses), so an
 * entry is worth that bonus's value, in its type's unit; an Items bonus has no value and is counted.
 */
import { BonusType } from './enums';
import { moneySum } from './money';
import type { TierBonus } from './tournament';

export type ValuedBonus = Pick<TierBonus, 'code' | 'type' | 'value'>;

/** How many bonuses of one type, and their values' sum in the type's unit (bonusValueUnit.ts); 0 for items. */
export interface TypeTotal {
  bonuses: number;
  value: number;
}

export interface BonusValueTotal {
  /**
   * Per bonus type present (types absent have no key). Never summed across types (issue 27: '275 Free Bet, 1.000
   * Casino Wagering' read as one total of lei of free bets and a deposit match's most).
   */
  byType: Partial<Record<BonusType, TypeTotal>>;
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
    const sum = total.byType[bonus.type] ?? { bonuses: 0, value: 0 };
    const worth = bonus.type === BonusType.Items ? 0 : bonus.value;
    // To the cent, as bonus values are entered.
    total.byType[bonus.type] = { bonuses: sum.bonuses + 1, value: moneySum([sum.value, worth]) };
  }
  return total;
}
