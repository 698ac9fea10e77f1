/** Engine spec §2: a player's total_score, the sum of their points and adjustments, floored at 0 when T's floor_score is on. */
import { exact, plus, toHundredths } from './exactDecimal';

/**
 * The total after adding points (an event's or a manual adjustment's). The floor clamps as it goes: a
 * loss that would take the total below 0 stops at 0, and a later gain counts from 0, so a player cannot
 * run up a debt they must win back. The sum is of the decimals the two numbers print as, so that 0.1 + 0.2
 * is 0.3 (a float sum would be 0.30000000000000004), rounded to 2 decimals should either have more.
 */
export function addToTotal(total: number, points: number, floorScore: boolean): number {
  const sum = toHundredths(plus(exact(total), exact(points)));
  return floorScore && sum < 0 ? 0 : sum;
}
