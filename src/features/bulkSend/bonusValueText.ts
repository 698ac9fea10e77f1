import { bonusAmountMessages } from '../../domain/bonusDisplayName';
import type { BonusValueTotal } from '../../domain/bonusValue';
import { BonusType } from '../../domain/enums';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type MessageDescriptor, type Text } from '../../i18n/text';
import { formatAmount } from '../../lib/format';

// Amounts come formatted (spec §9: '.' thousands, ',' decimals), counts as {count} rather than #: English stays as it was.
const messages = defineMessages({
  casinoWagering: { id: 'bulkSend.value.casinoWagering', defaultMessage: '{amount} Casino Wagering' },
  items: { id: 'bulkSend.value.items', defaultMessage: '{count, plural, one {{count} item} other {{count} items}}' },
  unknown: { id: 'bulkSend.value.unknown', defaultMessage: '{count} of unknown value (not in the bonus list)' },
  nothing: { id: 'bulkSend.value.nothing', defaultMessage: 'nothing' },
});

/** Each type's sum in the words of spec §3's bonus display names ('{value} FS', '{value} lei', '{value} Free Bet'). */
const AMOUNT_TEXT: Record<Exclude<BonusType, BonusType.Items>, MessageDescriptor> = {
  [BonusType.BonusMoney]: bonusAmountMessages.bonusMoney,
  [BonusType.FreeSpins]: bonusAmountMessages.freeSpins,
  [BonusType.FreeBet]: bonusAmountMessages.freeBet,
  [BonusType.CasinoWagering]: messages.casinoWagering,
};

const valueText = (type: BonusType, sum: number): Text =>
  type === BonusType.Items ? messageRef(messages.items, { count: sum }) : messageRef(AMOUNT_TEXT[type], { amount: formatAmount(sum), count: sum });

const TYPE_ORDER = [BonusType.BonusMoney, BonusType.FreeSpins, BonusType.FreeBet, BonusType.CasinoWagering, BonusType.Items];

/** '5.250 lei, 100 FS, 2 items', then how many entries are of unknown value, in the language of `format`. */
export function bonusValueText({ byType, unknown }: BonusValueTotal, format: (text: Text) => string): string {
  const parts = TYPE_ORDER.flatMap((type) => (byType[type] === undefined ? [] : [valueText(type, byType[type])]));
  if (unknown > 0) parts.push(messageRef(messages.unknown, { count: unknown }));
  return parts.length === 0 ? format(messages.nothing) : parts.map(format).join(', ');
}
