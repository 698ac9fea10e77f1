import { WinCriteria } from '../enums';
import { condition } from './scoringFixtures';
import { toNumber } from './exactDecimal';
import { roundPoints } from './winCriteria';

const full = condition({ contribution: 100 });
const half = condition({ contribution: 50 });

describe('win criteria: Turnover', () => {
  it('is the stake at 100% contribution', () => {
    expect(toNumber(roundPoints(WinCriteria.Turnover, { stake: 12.5, win: 40 }, full))).toBe(12.5);
  });

  it('is stake × contribution / 100', () => {
    expect(toNumber(roundPoints(WinCriteria.Turnover, { stake: 12, win: 0 }, half))).toBe(6);
  });
});

describe('win criteria: Net Win', () => {
  it('is (win − stake) × contribution / 100 on a winning round', () => {
    expect(toNumber(roundPoints(WinCriteria.NetWin, { stake: 10, win: 30 }, half))).toBe(10);
  });

  it('is negative on a losing round', () => {
    expect(toNumber(roundPoints(WinCriteria.NetWin, { stake: 10, win: 4 }, full))).toBe(-6);
  });

  it('is 0 when the win equals the stake', () => {
    expect(toNumber(roundPoints(WinCriteria.NetWin, { stake: 10, win: 10 }, full))).toBe(0);
  });
});

describe('win criteria: Equalized Win', () => {
  it('is (win ÷ stake) × contribution / 100', () => {
    expect(toNumber(roundPoints(WinCriteria.EqualizedWin, { stake: 4, win: 10 }, half))).toBe(1.25);
  });

  it('is 0 for a round with no win', () => {
    expect(toNumber(roundPoints(WinCriteria.EqualizedWin, { stake: 4, win: 0 }, full))).toBe(0);
  });
});

describe('win criteria: Number of Rounds', () => {
  it('is 1 whatever the stake, win and contribution', () => {
    expect(toNumber(roundPoints(WinCriteria.NumberRounds, { stake: 999, win: 5 }, half))).toBe(1);
  });
});

describe('contribution', () => {
  it('scales by contribution / 100, above 100 too', () => {
    expect(toNumber(roundPoints(WinCriteria.Turnover, { stake: 10, win: 0 }, condition({ contribution: 150 })))).toBe(15);
  });

  it('contributes nothing when empty (a draft)', () => {
    expect(toNumber(roundPoints(WinCriteria.Turnover, { stake: 10, win: 0 }, condition({ contribution: null })))).toBe(0);
  });
});
