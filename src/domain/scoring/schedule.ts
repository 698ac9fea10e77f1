/** Engine spec §2: an event counts only within [start, end) of the time configuration, on an enabled UTC weekday. */
import { parseTimestamp } from '../dates';
import { WEEKDAYS, type TimeConfiguration, type Weekday } from '../tournament';

export type ScheduleMiss = 'before_start' | 'not_before_end' | 'weekday_disabled';

/** The UTC weekday of an instant (WEEKDAYS starts on Monday, getUTCDay on Sunday). */
export function utcWeekday(t: number): Weekday {
  return WEEKDAYS[(new Date(t).getUTCDay() + 6) % 7];
}

/**
 * Why t is outside the schedule, or undefined when it is inside. A cleared or unparseable start or end
 * (only a draft can hold one) lets nothing in.
 */
export function scheduleMiss(time: TimeConfiguration, t: number): ScheduleMiss | undefined {
  const start = parseTimestamp(time.start);
  const end = parseTimestamp(time.end);
  if (start === undefined || t < start) return 'before_start';
  if (end === undefined || t >= end) return 'not_before_end';
  return time[utcWeekday(t)] ? undefined : 'weekday_disabled';
}

export function isWithinSchedule(time: TimeConfiguration, t: number): boolean {
  return scheduleMiss(time, t) === undefined;
}
