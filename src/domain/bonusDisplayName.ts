/** How a tier's bonus is named to staff (spec §3, last paragraph of the entities). */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type Text } from '../i18n/text';
import { BonusType } from './enums';
import type { TierBonus } from './tournament';

export const DEFAULT_CURRENCY = 'lei';

/**
 * An amount of a bonus type in words: spec §3's '{value} FS', '{value} lei', '{value} Free Bet', also said of a sum
 * of such bonuses. `count` is the amount as a number, for the plural of other languages.
 */
export const bonusAmountMessages = defineMessages({
  bonusMoney: { id: 'domain.bonusAmount.bonusMoney', defaultMessage: '{amount} lei' },
  freeSpins: { id: 'domain.bonusAmount.freeSpins', defaultMessage: '{count, plural, other {{amount} FS}}' },
  freeBet: { id: 'domain.bonusAmount.freeBet', defaultMessage: '{amount} Free Bet' },
});

const amountText = (type: keyof typeof bonusAmountMessages, value: number): Text => messageRef(bonusAmountMessages[type], { amount: String(value), count: value });

export function bonusDisplayName(bonus: Pick<TierBonus, 'type' | 'code' | 'name' | 'nominal_name' | 'value'>): Text {
  if (bonus.nominal_name) return bonus.nominal_name;
  if (bonus.name) return bonus.name;
  switch (bonus.type) {
    case BonusType.FreeSpins:
      return amountText('freeSpins', bonus.value);
    case BonusType.BonusMoney:
      return amountText('bonusMoney', bonus.value);
    case BonusType.FreeBet:
      return amountText('freeBet', bonus.value);
    default:
      return bonus.code;
  }
}
