/** The run length shown on list cards. */
import { DAY_MS, EPOCH_UTC_DAY, parseTimestamp } from './dates';
import { WEEKDAY_BY_UTC_DAY, type TimeConfiguration } from './tournament';

/**
 * The number of UTC calendar days the tournament is open on some moment of: days from the start's day
 * up to the end (exclusive), counting only enabled weekdays. Midnight to midnight a week later is 7.
 * Arithmetic on day numbers, whole weeks at once: list pages compute it for every card, and pass the start
 * and end they have already parsed.
 */
export function daysToRun(time: TimeConfiguration, start = parseTimestamp(time.start), end = parseTimestamp(time.end)): number {
  if (start === undefined || end === undefined) return 0;
  const firstDay = Math.floor(start / DAY_MS);
  const dayCount = Math.max(0, Math.ceil(end / DAY_MS) - firstDay);
  const enabled = WEEKDAY_BY_UTC_DAY.map((flag) => time[flag]);
  const perWeek = enabled.filter(Boolean).length;
  let days = Math.floor(dayCount / 7) * perWeek;
  for (let day = firstDay + dayCount - (dayCount % 7); day < firstDay + dayCount; day++) {
    if (enabled[(day + EPOCH_UTC_DAY) % 7]) days += 1;
  }
  return days;
}
