import type { BonusValueTotal } from '../../domain/bonusValue';
import { bonusValueInUnit } from '../../domain/bonusValueUnit';
import { BONUS_TYPE_LABELS, BonusType } from '../../domain/enums';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { formatAmount } from '../../lib/format';

// Amounts come formatted (spec §9: '.' thousands, ',' decimals), counts as {count} rather than #: English stays as it was.
const messages = defineMessages({
  typeLine: { id: 'bulkSend.value.typeLine', defaultMessage: '{type}: {value} ({count, plural, one {{count} bonus} other {{count} bonuses}})' },
  itemsLine: { id: 'bulkSend.value.itemsLine', defaultMessage: '{type}: {count, plural, one {{count} item} other {{count} items}}' },
  unknown: { id: 'bulkSend.value.unknown', defaultMessage: '{count} of unknown value (not in the bonus list)' },
  nothing: { id: 'bulkSend.value.nothing', defaultMessage: 'nothing' },
});

const TYPE_ORDER = [BonusType.BonusMoney, BonusType.FreeSpins, BonusType.FreeBet, BonusType.CasinoWagering, BonusType.Items];

/**
 * One line per bonus type, each in its own unit ('Free Bet: 275 lei (11 bonuses)', 'Casino Wagering: up to 1.000 lei
 * (2 bonuses)'), then how many entries are of unknown value, in the language of `format`: amounts of different types
 * are never put side by side as one total (issue 27).
 */
export function bonusValueLines({ byType, unknown }: BonusValueTotal, format: (text: Text) => string): string[] {
  const lines = TYPE_ORDER.flatMap((type): Text[] => {
    const total = byType[type];
    if (total === undefined) return [];
    const typeName = format(BONUS_TYPE_LABELS[type]);
    const value = bonusValueInUnit(type, formatAmount(total.value), total.value);
    return [
      value === null
        ? messageRef(messages.itemsLine, { type: typeName, count: total.bonuses })
        : messageRef(messages.typeLine, { type: typeName, value: format(value), count: total.bonuses }),
    ];
  });
  if (unknown > 0) lines.push(messageRef(messages.unknown, { count: unknown }));
  return lines.length === 0 ? [format(messages.nothing)] : lines.map(format);
}
