/**
 * Money and counts of spins to the cent, in exact decimals (decision 113): a value times a count of players or
 * ranks, and sums of values, computed on the decimals the numbers print as and rounded half away from zero,
 * never as binary float products (1.115 × 3 = 3.3449999999999998) or sums (0.1 + 0.2 = 0.30000000000000004).
 */
import { exact, plus, times, toHundredths } from './scoring/exactDecimal';

/** A value given `count` times. */
export type MoneyTerm = readonly [value: number, count: number];

/** The sum of the terms' exact products, rounded once: a total of several tiers is not a sum of their rounded totals. */
export const moneyTotal = (terms: readonly MoneyTerm[]): number =>
  toHundredths(terms.reduce((sum, [value, count]) => plus(sum, times(exact(value), exact(count))), exact(0)));

export const moneySum = (values: readonly number[]): number => moneyTotal(values.map((value) => [value, 1]));
