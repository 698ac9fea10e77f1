import { inEnglish, textIn } from '../i18n/inLanguage';
import { romanianMessages } from '../i18n/ro';
import { bonusDisplayName } from './bonusDisplayName';
import { BonusType } from './enums';
import { slugFromTitle } from './slug';
import { freeSpinsTotal, poolPrizeTotal, tierTotal } from './totals';
import type { Tier } from './tournament';

const tier = (rank_min: number, rank_max: number, type: BonusType, value: number): Tier => ({
  rank_min,
  rank_max,
  bonus: { type, code: 'C', name: '', nominal_name: '', image_url: '', value },
});

describe('totals', () => {
  const tiers = [tier(1, 1, BonusType.BonusMoney, 500), tier(2, 5, BonusType.BonusMoney, 100), tier(6, 10, BonusType.FreeSpins, 20), tier(9, 8, BonusType.BonusMoney, 1000), tier(11, 20, BonusType.Items, 3)];

  it('totals a tier as ranks times value, none for inverted ranks or a type without value', () => {
    expect(tiers.map(tierTotal)).toEqual([500, 400, 100, null, null]);
  });

  it('sums bonus money into the pool prize and free spins separately', () => {
    expect(poolPrizeTotal(tiers)).toBe(900);
    expect(freeSpinsTotal(tiers)).toBe(100);
    expect(poolPrizeTotal([])).toBe(0);
  });

  it('totals on the exact decimals, to the cent: no 0.30000000000000004 lei, and 3 ranks × 1.115 = 3.345 → 3.35', () => {
    expect(poolPrizeTotal([tier(1, 1, BonusType.BonusMoney, 0.1), tier(2, 2, BonusType.BonusMoney, 0.2)])).toBe(0.3);
    expect(tierTotal(tier(1, 3, BonusType.BonusMoney, 1.115))).toBe(3.35);
  });

  it('rounds a total once over its tiers, not each tier first: ranks 1–3 and 4–6 at 0.175 total 1.05 (each tier shows 0.53)', () => {
    const tiers = [tier(1, 3, BonusType.BonusMoney, 0.175), tier(4, 6, BonusType.BonusMoney, 0.175), tier(7, 7, BonusType.FreeSpins, 0.125), tier(8, 8, BonusType.FreeSpins, 0.125)];
    expect(tiers.map(tierTotal)).toEqual([0.53, 0.53, 0.13, 0.13]);
    expect(poolPrizeTotal(tiers)).toBe(1.05);
    expect(freeSpinsTotal(tiers)).toBe(0.25);
  });
});

describe('bonusDisplayName', () => {
  const bonus = (type: BonusType, names: { name?: string; nominal_name?: string } = {}) => ({ type, code: 'CODE1', value: 25, name: '', nominal_name: '', ...names });

  it('prefers the nominal name, then the name, then a name by type, else the code', () => {
    expect(bonusDisplayName(bonus(BonusType.FreeSpins, { nominal_name: 'Nominal', name: 'Name' }))).toBe('Nominal');
    expect(bonusDisplayName(bonus(BonusType.FreeSpins, { name: 'Name' }))).toBe('Name');
    expect(inEnglish(bonusDisplayName(bonus(BonusType.FreeSpins)))).toBe('25 FS');
    expect(inEnglish(bonusDisplayName(bonus(BonusType.BonusMoney)))).toBe('25 lei');
    expect(inEnglish(bonusDisplayName(bonus(BonusType.FreeBet)))).toBe('25 Free Bet');
    expect(bonusDisplayName(bonus(BonusType.Items))).toBe('CODE1');
  });

  it("names by type in Romanian, free spins in Romanian's plural forms", () => {
    const inRomanian = textIn('ro', romanianMessages);
    expect(inRomanian(bonusDisplayName(bonus(BonusType.FreeSpins)))).toBe('25 de rotiri gratuite');
    expect(inRomanian(bonusDisplayName({ ...bonus(BonusType.FreeSpins), value: 1 }))).toBe('1 rotire gratuită');
    expect(inRomanian(bonusDisplayName({ ...bonus(BonusType.FreeSpins), value: 10 }))).toBe('10 rotiri gratuite');
    expect(inRomanian(bonusDisplayName(bonus(BonusType.BonusMoney)))).toBe('25 lei');
    expect(inRomanian(bonusDisplayName(bonus(BonusType.FreeBet)))).toBe('25 în pariuri gratuite');
  });
});

describe('slugFromTitle', () => {
  it('lower-cases, drops accents and joins words with single dashes', () => {
    expect(slugFromTitle('  Spring Cup: Ünïcode & Co!  ')).toBe('spring-cup-unicode-co');
    expect(slugFromTitle('')).toBe('');
  });
});
