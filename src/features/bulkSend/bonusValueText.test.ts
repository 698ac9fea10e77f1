import { BonusType } from '../../domain/enums';
import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { bonusValueLines } from './bonusValueText';

describe('bonusValueLines', () => {
  it('gives each type its own line in its own unit, money first, then what is of unknown value, never one total (issue 27)', () => {
    const byType = {
      [BonusType.Items]: { bonuses: 2, value: 0 },
      [BonusType.FreeSpins]: { bonuses: 3, value: 150 },
      [BonusType.BonusMoney]: { bonuses: 21, value: 5250.5 },
      [BonusType.FreeBet]: { bonuses: 11, value: 275 },
      [BonusType.CasinoWagering]: { bonuses: 1, value: 1000 },
    };
    expect(bonusValueLines({ byType, unknown: 3 }, inEnglish)).toEqual([
      'Bonus Money: 5.250,5 lei (21 bonuses)',
      'Free Spins: 150 FS (3 bonuses)',
      'Free Bet: 275 lei (11 bonuses)',
      'Casino Wagering: up to 1.000 lei (1 bonus)',
      'Items: 2 items',
      '3 of unknown value (not in the bonus list)',
    ]);
    expect(bonusValueLines({ byType: { [BonusType.Items]: { bonuses: 1, value: 0 } }, unknown: 0 }, inEnglish)).toEqual(['Items: 1 item']);
    expect(bonusValueLines({ byType: {}, unknown: 0 }, inEnglish)).toEqual(['nothing']);
  });

  it("counts in Romanian's plural forms, amounts kept in the spec's format", () => {
    const inRomanian = textIn('ro', romanianMessages);
    expect(bonusValueLines({ byType: { [BonusType.BonusMoney]: { bonuses: 1, value: 5250.5 }, [BonusType.Items]: { bonuses: 3, value: 0 } }, unknown: 1 }, inRomanian)).toEqual([
      'Bani bonus: 5.250,5 lei (1 bonus)',
      'Obiecte: 3 articole',
      '1 bonus de valoare necunoscută (lipsește din lista de bonusuri)',
    ]);
    expect(bonusValueLines({ byType: { [BonusType.FreeBet]: { bonuses: 20, value: 500 }, [BonusType.CasinoWagering]: { bonuses: 2, value: 100 } }, unknown: 20 }, inRomanian)).toEqual([
      'Pariu gratuit: 500 lei (20 de bonusuri)',
      'Rulaj cazinou: până la 100 lei (2 bonusuri)',
      '20 de bonusuri de valoare necunoscută (lipsesc din lista de bonusuri)',
    ]);
    expect(bonusValueLines({ byType: {}, unknown: 0 }, inRomanian)).toEqual(['nimic']);
  });
});
