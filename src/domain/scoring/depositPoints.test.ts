import { depositPoints } from './depositPoints';
import { asNumber } from './scoringFixtures';

const rules = { deposit_amount_multiplication_factor: 2, min_deposit_amount: 10, max_deposit_amount: 100 };

describe('Deposit Amount', () => {
  it('is amount × deposit_amount_multiplication_factor within the bounds', () => {
    expect(asNumber(depositPoints(rules, { amount: 50 }))).toBe(100);
  });

  it('includes the minimum', () => {
    expect(asNumber(depositPoints(rules, { amount: 10 }))).toBe(20);
  });

  it('includes the maximum', () => {
    expect(asNumber(depositPoints(rules, { amount: 100 }))).toBe(200);
  });

  it('scores nothing below the minimum', () => {
    expect(depositPoints(rules, { amount: 9.99 })).toBeUndefined();
  });

  it('scores nothing above the maximum', () => {
    expect(depositPoints(rules, { amount: 100.01 })).toBeUndefined();
  });

  it('has no lower bound when min_deposit_amount is empty', () => {
    expect(asNumber(depositPoints({ ...rules, min_deposit_amount: null }, { amount: 0.5 }))).toBe(1);
  });

  it('has no upper bound when max_deposit_amount is empty', () => {
    expect(asNumber(depositPoints({ ...rules, max_deposit_amount: null }, { amount: 1e6 }))).toBe(2e6);
  });
});
