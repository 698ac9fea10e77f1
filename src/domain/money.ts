/**
 * Money and counts of spins to the cent, in exact decimals (decision 113): a value times a count of players or
 * ranks, and sums of values, computed on the decimals the numbers print as and rounded half away from zero,
 * never as binary float products (1.115 × 3 = 3.3449999999999998) or sums (0.1 + 0.2 = 0.30000000000000004).
 */
import { exact, plus, times, toHundredths } from './scoring/exactDecimal';

export const moneyTimes = (value: number, count: number): number => toHundredths(times(exact(value), exact(count)));

export const moneySum = (values: readonly number[]): number => toHundredths(values.reduce((sum, value) => plus(sum, exact(value)), exact(0)));
