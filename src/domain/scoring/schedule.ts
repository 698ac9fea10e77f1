/** Engine spec §2: an event counts only within [start, end) of the time configuration, on an enabled UTC weekday. */
import { parseTimestamp, utcDayOfWeek } from '../dates';
import { WEEKDAY_BY_UTC_DAY, type TimeConfiguration, type Weekday } from '../tournament';
import { parsedOnce } from './parsedOnce';

export type ScheduleMiss = 'before_start' | 'not_before_end' | 'weekday_disabled';

export const utcWeekday = (t: number): Weekday => WEEKDAY_BY_UTC_DAY[utcDayOfWeek(t)];

const windowOf = parsedOnce((time: TimeConfiguration) => ({ start: parseTimestamp(time.start), end: parseTimestamp(time.end) }));

/**
 * Why t is outside the schedule, or undefined when it is inside. A cleared or unparseable start or end
 * (only a draft can hold one) lets nothing in.
 */
export function scheduleMiss(time: TimeConfiguration, t: number): ScheduleMiss | undefined {
  const { start, end } = windowOf(time);
  if (start === undefined || t < start) return 'before_start';
  if (end === undefined || t >= end) return 'not_before_end';
  return time[utcWeekday(t)] ? undefined : 'weekday_disabled';
}

export function isWithinSchedule(time: TimeConfiguration, t: number): boolean {
  return scheduleMiss(time, t) === undefined;
}
