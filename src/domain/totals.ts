/** Spec §5 "Totals": what a tier and a tournament's tiers give away. */
import { BonusType } from './enums';
import { moneyTotal, type MoneyTerm } from './money';
import type { Tier, TierBonus } from './tournament';

/** Bonus types whose value is an amount (spins, money, free bet); the others have no total. */
const VALUED_BONUS_TYPES: ReadonlySet<BonusType> = new Set([BonusType.FreeSpins, BonusType.BonusMoney, BonusType.FreeBet]);

export function bonusTypeHasValue(type: BonusType): boolean {
  return VALUED_BONUS_TYPES.has(type);
}

/**
 * A tier whose type has a value that is 0 (issue 27): it awards nothing and costs nothing, which is what a forgotten
 * value looks like, so the form and Simulate point it out.
 */
export function tierValueMissing(bonus: Pick<TierBonus, 'type' | 'value'>): boolean {
  return bonusTypeHasValue(bonus.type) && bonus.value === 0;
}

/** The tier's value and its ranks' count (rank_max - rank_min + 1); none when the bonus has no value or the rank range is inverted. */
function tierTerms(tier: Tier): MoneyTerm[] {
  if (!bonusTypeHasValue(tier.bonus.type) || tier.rank_max < tier.rank_min) return [];
  return [[tier.bonus.value, tier.rank_max - tier.rank_min + 1]];
}

/** (rank_max - rank_min + 1) × value, to the cent; null when the bonus has no value or the rank range is inverted. */
export function tierTotal(tier: Tier): number | null {
  const terms = tierTerms(tier);
  return terms.length === 0 ? null : moneyTotal(terms);
}

function totalOfType(tiers: readonly Tier[], type: BonusType): number {
  return moneyTotal(tiers.filter((tier) => tier.bonus.type === type).flatMap(tierTerms));
}

/** The bonus money given away, in the default currency. */
export const poolPrizeTotal = (tiers: readonly Tier[]) => totalOfType(tiers, BonusType.BonusMoney);

export const freeSpinsTotal = (tiers: readonly Tier[]) => totalOfType(tiers, BonusType.FreeSpins);
