/** Engine spec §2 "Boosters": the multiplier an event's points get at its occurred_at. */
import { parseTimestamp } from '../dates';
import type { Booster } from '../tournament';

/** A booster as stored, or as the console's Boosters tab holds it (a saved one it is about to delete is marked deleted). */
export type ScoringBooster = Pick<Booster, 'id' | 'multiplier' | 'start_date' | 'end_date' | 'day_of_week' | 'day_of_month'> & { deleted?: boolean };

/** No booster active: points stay as they are. */
export const NO_BOOST = { multiplier: 1, booster_id: null } as const;
export type Boost = { multiplier: number; booster_id: number | null };

/** start_date ≤ t: an unparseable date (only a draft can hold one) keeps the booster off rather than always on. */
function fromStart(startDate: string | null, t: number): boolean {
  if (startDate === null) return true;
  const start = parseTimestamp(startDate);
  return start !== undefined && start <= t;
}

function beforeEnd(endDate: string | null, t: number): boolean {
  if (endDate === null) return true;
  const end = parseTimestamp(endDate);
  return end !== undefined && t < end;
}

/**
 * Each set condition holds at t (all in UTC, day_of_week 0 = Sunday); a booster with no condition set
 * is active whenever its tournament scores.
 */
export function isBoosterActive(booster: ScoringBooster, t: number): boolean {
  const day = new Date(t);
  return (
    !booster.deleted &&
    fromStart(booster.start_date, t) &&
    beforeEnd(booster.end_date, t) &&
    (booster.day_of_week === null || booster.day_of_week === day.getUTCDay()) &&
    (booster.day_of_month === null || booster.day_of_month === day.getUTCDate())
  );
}

/**
 * The highest multiplier among the boosters active at t (they do not stack), with the booster that gave
 * it (the first in the list on a tie); none active → × 1. An active booster below 1 does lower points:
 * the spec takes the highest active one, not the highest of it and 1.
 */
export function boostAt(boosters: readonly ScoringBooster[], t: number): Boost {
  let best: Boost | undefined;
  for (const booster of boosters) {
    if (isBoosterActive(booster, t) && (best === undefined || booster.multiplier > best.multiplier)) {
      best = { multiplier: booster.multiplier, booster_id: booster.id };
    }
  }
  return best ?? NO_BOOST;
}
