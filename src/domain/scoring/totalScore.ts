/** Engine spec §2: a player's total_score, the sum of their points and adjustments, floored at 0 when T's floor_score is on. */
import { roundScore } from './rounding';

/**
 * The total after adding points (an event's or a manual adjustment's). The floor clamps as it goes: a
 * loss that would take the total below 0 stops at 0, and a later gain counts from 0, so a player cannot
 * run up a debt they must win back. The sum is rounded again so that float sums of 2-decimal values
 * (0.1 + 0.2) stay at 2 decimals.
 */
export function addToTotal(total: number, points: number, floorScore: boolean): number {
  const sum = roundScore(total + points);
  return floorScore && sum < 0 ? 0 : sum;
}
