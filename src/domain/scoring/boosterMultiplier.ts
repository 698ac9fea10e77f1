/** Engine spec §2 "Boosters": the multiplier an event's points get at its occurred_at. */
import { parseTimestamp, utcDayOfWeek } from '../dates';
import type { Booster } from '../tournament';
import { parsedOnce } from './parsedOnce';

/** A booster as stored, or as the console's Boosters tab holds it (a saved one it is about to delete is marked deleted). */
export type ScoringBooster = Pick<Booster, 'id' | 'multiplier' | 'start_date' | 'end_date' | 'day_of_week' | 'day_of_month'> & { deleted?: boolean };

/** No booster active: points stay as they are. */
export const NO_BOOST = { multiplier: 1, booster_id: null } as const;
export type Boost = { multiplier: number; booster_id: number | null };

/**
 * A booster that multiplies by 1, the spec's default for a new one, leaves the points it applies to as they are
 * (issue 27): what a forgotten multiplier looks like, so the Boosters tab and Simulate point it out.
 */
export function boosterLeavesScoresUnchanged(booster: Pick<Booster, 'multiplier'>): boolean {
  return booster.multiplier === NO_BOOST.multiplier;
}

/** An empty date is no bound; an unparseable one (only a draft can hold one) keeps the booster off rather than always on. */
const boundOf = (date: string | null) => (date === null ? null : (parseTimestamp(date) ?? Number.NaN));
const windowOf = parsedOnce((booster: ScoringBooster) => ({ start: boundOf(booster.start_date), end: boundOf(booster.end_date) }));

/**
 * Each set condition holds at t: start_date ≤ t < end_date, day_of_week (0 = Sunday) and day_of_month
 * in UTC. A booster with no condition set is active whenever its tournament scores.
 */
export function isBoosterActive(booster: ScoringBooster, t: number): boolean {
  const { start, end } = windowOf(booster);
  // A bad date is NaN: `NaN <= t` and `t < NaN` are both false, so the booster stays off.
  return (
    !booster.deleted &&
    (start === null || start <= t) &&
    (end === null || t < end) &&
    (booster.day_of_week === null || booster.day_of_week === utcDayOfWeek(t)) &&
    (booster.day_of_month === null || booster.day_of_month === new Date(t).getUTCDate())
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
