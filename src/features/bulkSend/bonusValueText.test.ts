import { BonusType } from '../../domain/enums';
import { bonusValueText } from './bonusValueText';

describe('bonusValueText', () => {
  it("names each type's sum in the words of the bonus display names, money first, then what is of unknown value", () => {
    const byType = { [BonusType.Items]: 2, [BonusType.FreeSpins]: 150, [BonusType.BonusMoney]: 5250.5, [BonusType.FreeBet]: 20, [BonusType.CasinoWagering]: 100 };
    expect(bonusValueText({ byType, unknown: 3 })).toBe('5.250,5 lei, 150 FS, 20 Free Bet, 100 Casino Wagering, 2 items, 3 of unknown value (not in the bonus list)');
    expect(bonusValueText({ byType: { [BonusType.Items]: 1 }, unknown: 0 })).toBe('1 item');
    expect(bonusValueText({ byType: {}, unknown: 0 })).toBe('nothing');
  });
});
