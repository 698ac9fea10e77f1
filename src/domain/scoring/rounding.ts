/** Engine spec §2: scores are kept to 2 decimals, rounded half away from zero per event. */

const LARGEST_EXACT_HUNDREDTHS = Number.MAX_SAFE_INTEGER / 100;

/**
 * x rounded to 2 decimals, half away from zero, as the decimal the number prints as: 1.005 is stored as
 * 1.00499999999999989…, and `Math.round(x * 100)` would give 1.00, whereas an operator who sent 1.005
 * expects 1.01. Shifting the shortest decimal form by two places (`1.005e2`) is exact where `x * 100` is not.
 */
export function roundScore(x: number): number {
  // Beyond this a double holds no 2-decimal precision (and x * 100 no exact integer): x is as close as it gets.
  if (!Number.isFinite(x) || Math.abs(x) >= LARGEST_EXACT_HUNDREDTHS) return x;
  const [mantissa, exponent] = Math.abs(x).toExponential().split('e');
  const hundredths = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  const rounded = (Math.sign(x) * hundredths) / 100;
  // No negative zero: -0.001 rounds to 0, which must compare and print as 0.
  return rounded === 0 ? 0 : rounded;
}
