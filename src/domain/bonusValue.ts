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
  const values = new Map<BonusType, number[]>();
  let unknown = 0;
  for (const code of codes) {
    const bonus = byCode.get(code);
    if (!bonus) unknown += 1;
    else (values.get(bonus.type) ?? values.set(bonus.type, []).get(bonus.type)!).push(bonus.type === BonusType.Items ? 0 : bonus.value);
  }
  // Summed exactly and rounded once, to the cent, as bonus values are entered.
  const byType = Object.fromEntries([...values].map(([type, worth]) => [type, { bonuses: worth.length, value: moneySum(worth) }]));
  return { byType, unknown };
}
