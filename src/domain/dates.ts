/** Date helpers for the domain rules; all in UTC, since the spec's hours and days are UTC. */

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Day 0 of the epoch, 1 January 1970, was a Thursday. */
export const EPOCH_UTC_DAY = 4;

/** Date.getUTCDay() of an instant (0 = Sunday) by arithmetic: scoring asks it for every event. */
export function utcDayOfWeek(t: number): number {
  return (((Math.floor(t / DAY_MS) + EPOCH_UTC_DAY) % 7) + 7) % 7;
}

export function topOfHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

export function topOfNextHour(now: Date): Date {
  return new Date(topOfHour(now).getTime() + HOUR_MS);
}

/** The instant of an ISO timestamp, or undefined when it is empty or not a date. */
export function parseTimestamp(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}
