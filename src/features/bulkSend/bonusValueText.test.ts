import { BonusType } from '../../domain/enums';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { bonusValueText } from './bonusValueText';

describe('bonusValueText', () => {
  it("names each type's sum in the words of the bonus display names, money first, then what is of unknown value", () => {
    const byType = { [BonusType.Items]: 2, [BonusType.FreeSpins]: 150, [BonusType.BonusMoney]: 5250.5, [BonusType.FreeBet]: 20, [BonusType.CasinoWagering]: 100 };
    expect(bonusValueText({ byType, unknown: 3 }, inEnglish)).toBe('5.250,5 lei, 150 FS, 20 Free Bet, 100 Casino Wagering, 2 items, 3 of unknown value (not in the bonus list)');
    expect(bonusValueText({ byType: { [BonusType.Items]: 1 }, unknown: 0 }, inEnglish)).toBe('1 item');
    expect(bonusValueText({ byType: {}, unknown: 0 }, inEnglish)).toBe('nothing');
  });

  it("counts items and unknown values in Romanian's plural forms, amounts kept in the spec's format", () => {
    const inRomanian = textIn('ro', romanianMessages);
    expect(bonusValueText({ byType: { [BonusType.BonusMoney]: 5250.5, [BonusType.Items]: 1 }, unknown: 1 }, inRomanian)).toBe(
      '5.250,5 lei, 1 articol, 1 bonus de valoare necunoscută (lipsește din lista de bonusuri)',
    );
    expect(bonusValueText({ byType: { [BonusType.Items]: 3 }, unknown: 20 }, inRomanian)).toBe(
      '3 articole, 20 de bonusuri de valoare necunoscută (lipsesc din lista de bonusuri)',
    );
    expect(bonusValueText({ byType: {}, unknown: 0 }, inRomanian)).toBe('nimic');
    expect(bonusValueText({ byType: { [BonusType.FreeSpins]: 150, [BonusType.FreeBet]: 20, [BonusType.CasinoWagering]: 100 }, unknown: 0 }, inRomanian)).toBe(
      '150 de rotiri gratuite, 20 în pariuri gratuite, rulaj cazinou de 100',
    );
  });
});
