import { DEFAULT_CURRENCY } from '../../domain/bonusDisplayName';
import type { BonusValueTotal } from '../../domain/bonusValue';
import { BonusType } from '../../domain/enums';
import { formatAmount } from '../../lib/format';

/** Each type's sum in the words of spec §3's bonus display names ('{value} FS', '{value} lei', '{value} Free Bet'). */
const VALUE_TEXT: Record<BonusType, (sum: number) => string> = {
  [BonusType.BonusMoney]: (sum) => `${formatAmount(sum)} ${DEFAULT_CURRENCY}`,
  [BonusType.FreeSpins]: (sum) => `${formatAmount(sum)} FS`,
  [BonusType.FreeBet]: (sum) => `${formatAmount(sum)} Free Bet`,
  [BonusType.CasinoWagering]: (sum) => `${formatAmount(sum)} Casino Wagering`,
  [BonusType.Items]: (count) => (count === 1 ? '1 item' : `${count} items`),
};

const TYPE_ORDER = [BonusType.BonusMoney, BonusType.FreeSpins, BonusType.FreeBet, BonusType.CasinoWagering, BonusType.Items];

/** '5.250 lei, 100 FS, 2 items', then how many entries are of unknown value. */
export function bonusValueText({ byType, unknown }: BonusValueTotal): string {
  const parts = TYPE_ORDER.flatMap((type) => (byType[type] === undefined ? [] : [VALUE_TEXT[type](byType[type])]));
  if (unknown > 0) parts.push(`${unknown} of unknown value (not in the bonus list)`);
  return parts.length === 0 ? 'nothing' : parts.join(', ');
}
