/** Engine spec §2: scores are kept to 2 decimals, rounded half away from zero per event. */
import { exact, toHundredths } from './exactDecimal';

/**
 * x rounded to 2 decimals, half away from zero, as the decimal the number prints as: 1.005 is stored as
 * 1.00499999999999989…, and `Math.round(x * 100)` would give 1.00, whereas an operator who sent 1.005
 * expects 1.01. A value that is not finite is left as it is.
 */
export function roundScore(x: number): number {
  return Number.isFinite(x) ? toHundredths(exact(x)) : x;
}

/** A score as kept (to 2 decimals) in whole hundredths, so that sums and buckets of scores are exact integers. */
export const scoreInHundredths = (score: number): number => Math.round(score * 100);
