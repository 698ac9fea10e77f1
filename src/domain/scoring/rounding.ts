/** Engine spec §2: scores are kept to 2 decimals, rounded half away from zero per event. */

/** Beyond this a double holds no 2-decimal precision (nor x × 100 an exact integer): x is as close as it gets. */
const LARGEST_EXACT_HUNDREDTHS = Number.MAX_SAFE_INTEGER / 100;
/**
 * x × 100 is within 1.5 ulp (< 3.4e-16 × itself) of the decimal x prints as, times 100: a fraction farther
 * than this from .5 rounds the same either way, without the decimal string (most values, sums of
 * 2-decimal points above all, are that far).
 */
const NEAR_HALF_RELATIVE = 1e-15;

/** |x| × 100 rounded half up, as the decimal |x| prints as: `1.005e2` is exactly 100.5 where 1.005 × 100 is not. */
function roundHundredths(abs: number): number {
  const scaled = abs * 100;
  if (Math.abs(scaled - Math.floor(scaled) - 0.5) > scaled * NEAR_HALF_RELATIVE) return Math.round(scaled);
  const [mantissa, exponent] = abs.toExponential().split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
}

/**
 * x rounded to 2 decimals, half away from zero, as the decimal the number prints as: 1.005 is stored as
 * 1.00499999999999989…, and `Math.round(x * 100)` would give 1.00, whereas an operator who sent 1.005
 * expects 1.01.
 */
export function roundScore(x: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= LARGEST_EXACT_HUNDREDTHS) return x;
  const rounded = (Math.sign(x) * roundHundredths(Math.abs(x))) / 100;
  // No negative zero: -0.001 rounds to 0, which must compare and print as 0.
  return rounded === 0 ? 0 : rounded;
}
