const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Demo dates relative to now, on whole hours so they look like what staff would type. */
export type DemoCalendar = (days: number, hours?: number) => Date;

export function demoCalendar(now: Date): DemoCalendar {
  const topOfHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return (days, hours = 0) => new Date(topOfHour + days * DAY_MS + hours * HOUR_MS);
}
