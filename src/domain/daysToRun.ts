/** The run length shown on list cards. */
import { DAY_MS, parseTimestamp } from './dates';
import { WEEKDAYS, type TimeConfiguration } from './tournament';

/** Date.getUTCDay() (0 = Sunday) to the weekday flag of the time configuration. */
const FLAG_BY_UTC_DAY = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

/**
 * The number of UTC calendar days the tournament is open on some moment of: days from the start's day
 * up to the end (exclusive), counting only enabled weekdays. Midnight to midnight a week later is 7.
 */
export function daysToRun(time: TimeConfiguration): number {
  const start = parseTimestamp(time.start);
  const end = parseTimestamp(time.end);
  if (start === undefined || end === undefined) return 0;
  let days = 0;
  for (let day = Math.floor(start / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
    if (time[FLAG_BY_UTC_DAY[new Date(day).getUTCDay()]]) days += 1;
  }
  return days;
}
