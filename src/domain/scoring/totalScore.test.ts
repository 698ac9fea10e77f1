import { addToTotal } from './totalScore';

describe('adding points to a total', () => {
  it('adds positive points', () => {
    expect(addToTotal(10, 2.5, false)).toBe(12.5);
  });

  it('keeps sums of 2-decimal values at 2 decimals', () => {
    expect(addToTotal(0.1, 0.2, false)).toBe(0.3);
  });
});

describe('floor_score', () => {
  it('lets a total go below 0 when off', () => {
    expect(addToTotal(5, -8, false)).toBe(-3);
  });

  it('stops a total at 0 when on', () => {
    expect(addToTotal(5, -8, true)).toBe(0);
  });

  it('lets a total fall to exactly 0 when on', () => {
    expect(addToTotal(5, -5, true)).toBe(0);
  });

  it('counts a later gain from 0, not from the loss that was cut off', () => {
    expect(addToTotal(addToTotal(5, -8, true), 2, true)).toBe(2);
  });

  it('subtracts normally while the total stays above 0', () => {
    expect(addToTotal(5, -2, true)).toBe(3);
  });
});
