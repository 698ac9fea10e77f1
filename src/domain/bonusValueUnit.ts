/**
 * A bonus's value in the unit its type counts in (issue 27): lei of bonus money or of free bets, spins, and for casino
 * wagering the most lei its deposit match gives; an item has no value. Amounts of different units are never added up.
 */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type Text } from '../i18n/text';
import { bonusAmountMessages } from './bonusDisplayName';
import { BonusType } from './enums';

const messages = defineMessages({
  upToLei: { id: 'domain.bonusValue.upToLei', defaultMessage: 'up to {amount} lei' },
});

const UNIT_TEXT = {
  [BonusType.BonusMoney]: bonusAmountMessages.bonusMoney,
  [BonusType.FreeBet]: bonusAmountMessages.bonusMoney,
  [BonusType.FreeSpins]: bonusAmountMessages.freeSpins,
  [BonusType.CasinoWagering]: messages.upToLei,
};

/** `amount` formatted by the caller (spec §9), `value` the number, for other languages' plurals; null for items. */
export function bonusValueInUnit(type: BonusType, amount: string, value: number): Text | null {
  return type === BonusType.Items ? null : messageRef(UNIT_TEXT[type], { amount, count: value });
}
