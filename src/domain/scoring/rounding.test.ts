import { roundScore } from './rounding';

describe('rounding to 2 decimals, half away from zero', () => {
  it('keeps a value of 2 decimals as it is', () => {
    expect(roundScore(12.34)).toBe(12.34);
  });

  it('rounds down below the half', () => {
    expect(roundScore(2.344)).toBe(2.34);
  });

  it('rounds up above the half', () => {
    expect(roundScore(2.346)).toBe(2.35);
  });

  it('rounds 1.005 up to 1.01 though its binary value is just below', () => {
    expect(roundScore(1.005)).toBe(1.01);
  });

  it('rounds -1.005 away from zero to -1.01', () => {
    expect(roundScore(-1.005)).toBe(-1.01);
  });

  it('rounds other binary-inexact halves away from zero', () => {
    expect(roundScore(0.125)).toBe(0.13);
    expect(roundScore(1.115)).toBe(1.12);
    expect(roundScore(8.345)).toBe(8.35);
    expect(roundScore(-2.675)).toBe(-2.68);
  });

  it('rounds a product the way its decimal reads: 0.1 × 3 × 1.5 = 0.45', () => {
    expect(roundScore(0.1 * 3 * 1.5)).toBe(0.45);
  });

  it('gives 0, not -0, for a tiny negative', () => {
    expect(Object.is(roundScore(-0.001), 0)).toBe(true);
  });

  it('handles tiny values written in exponent form', () => {
    expect(roundScore(1e-7)).toBe(0);
    expect(roundScore(5e-3)).toBe(0.01);
  });

  it('keeps large values', () => {
    expect(roundScore(123456789.125)).toBe(123456789.13);
    expect(roundScore(1e21)).toBe(1e21);
    expect(roundScore(-1e21)).toBe(-1e21);
  });
});
