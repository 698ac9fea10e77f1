/** How a tier's bonus is named to staff (spec §3, last paragraph of the entities). */
import { BonusType } from './enums';
import type { TierBonus } from './tournament';

export const DEFAULT_CURRENCY = 'lei';

export function bonusDisplayName(bonus: Pick<TierBonus, 'type' | 'code' | 'name' | 'nominal_name' | 'value'>): string {
  if (bonus.nominal_name) return bonus.nominal_name;
  if (bonus.name) return bonus.name;
  switch (bonus.type) {
    case BonusType.FreeSpins:
      return `${bonus.value} FS`;
    case BonusType.BonusMoney:
      return `${bonus.value} ${DEFAULT_CURRENCY}`;
    case BonusType.FreeBet:
      return `${bonus.value} Free Bet`;
    default:
      return bonus.code;
  }
}
