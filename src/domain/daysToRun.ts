/** The run length shown on list cards. */
import { DAY_MS, EPOCH_UTC_DAY, parseTimestamp } from './dates';
import { WEEKDAY_BY_UTC_DAY, type TimeConfiguration } from './tournament';

/**
 * The window's length in days, counting only enabled weekdays (decision 142): of the ceil((end − start) / 24 h)
 * consecutive UTC days from the start's day, those whose weekday is enabled. 10:00 to 10:00 eight days later is 8,
 * two hours more is 9, a 7-hour window 1, midnight to midnight a week later 7.
 * Arithmetic on day numbers, whole weeks at once: list pages compute it for every card, and pass the start
 * and end they have already parsed.
 */
export function daysToRun(time: TimeConfiguration, start = parseTimestamp(time.start), end = parseTimestamp(time.end)): number {
  if (start === undefined || end === undefined) return 0;
  const firstDay = Math.floor(start / DAY_MS);
  const dayCount = Math.max(0, Math.ceil((end - start) / DAY_MS));
  const enabled = WEEKDAY_BY_UTC_DAY.map((flag) => time[flag]);
  const perWeek = enabled.filter(Boolean).length;
  let days = Math.floor(dayCount / 7) * perWeek;
  for (let day = firstDay + dayCount - (dayCount % 7); day < firstDay + dayCount; day++) {
    if (enabled[(day + EPOCH_UTC_DAY) % 7]) days += 1;
  }
  return days;
}
