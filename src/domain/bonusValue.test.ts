import { totalBonusValue } from './bonusValue';
import { BonusType } from './enums';

const bonuses = [
  { code: 'BM_250', type: BonusType.BonusMoney, value: 250.1 },
  { code: 'BM_5', type: BonusType.BonusMoney, value: 5.2 },
  { code: 'FS_50', type: BonusType.FreeSpins, value: 50 },
  { code: 'ITEM_PHONE', type: BonusType.Items, value: 0 },
  { code: 'FB_20', type: BonusType.FreeBet, value: 20 },
];

describe('totalBonusValue', () => {
  it("counts the entries of each bonus type and sums their values per type only, to the cent; items have no value", () => {
    expect(totalBonusValue(['BM_250', 'BM_5', 'BM_5', 'FS_50', 'ITEM_PHONE', 'ITEM_PHONE', 'FB_20'], bonuses)).toEqual({
      byType: {
        [BonusType.BonusMoney]: { bonuses: 3, value: 260.5 },
        [BonusType.FreeSpins]: { bonuses: 1, value: 50 },
        [BonusType.Items]: { bonuses: 2, value: 0 },
        [BonusType.FreeBet]: { bonuses: 1, value: 20 },
      },
      unknown: 0,
    });
  });

  it('sums on the exact decimals, to the cent: a value of 1.005 is 1.01, as it reads (its double is 1.00499999…)', () => {
    expect(totalBonusValue(['BM_1'], [{ code: 'BM_1', type: BonusType.BonusMoney, value: 1.005 }]).byType).toEqual({ [BonusType.BonusMoney]: { bonuses: 1, value: 1.01 } });
  });

  it("sums a type's values exactly and rounds once: three of 0.125 are 0.38 (0.375), not 0.39 from rounding at each", () => {
    const eighth = [{ code: 'BM_E', type: BonusType.BonusMoney, value: 0.125 }];
    expect(totalBonusValue(['BM_E', 'BM_E', 'BM_E'], eighth).byType).toEqual({ [BonusType.BonusMoney]: { bonuses: 3, value: 0.38 } });
  });

  it('counts the entries whose code the bonus list lacks as of unknown value', () => {
    expect(totalBonusValue(['FS_50', 'GONE', 'GONE'], bonuses)).toEqual({ byType: { [BonusType.FreeSpins]: { bonuses: 1, value: 50 } }, unknown: 2 });
    expect(totalBonusValue(['FS_50'], [])).toEqual({ byType: {}, unknown: 1 });
    expect(totalBonusValue([], bonuses)).toEqual({ byType: {}, unknown: 0 });
  });
});
