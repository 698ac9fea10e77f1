/**
 * A recurring series' rule (issue 28): when its instances start and how long each runs, all in UTC (so no
 * daylight saving). Pure: the server creates instances from it, the console shows it in words and checks it
 * with the same messages.
 */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type MessageRef } from '../i18n/text';
import { DAY_MS, parseTimestamp, utcDayOfWeek } from './dates';
import { fieldError, type FieldError } from './tournamentValidation';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const SERIES_FREQUENCIES = ['hourly', 'daily', 'weekdays', 'weekly', 'monthly'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

export interface SeriesRecurrence {
  frequency: SeriesFrequency;
  /** 'weekdays': the chosen days; 'weekly': exactly one; else empty. 0 is Sunday through 6 Saturday. */
  weekdays: number[];
  /** 'monthly': 1..31, in a shorter month its last day; else null. */
  day_of_month: number | null;
  /** 'HH:MM' (UTC) each instance starts at; 'hourly' uses its minutes only. */
  time_of_day: string;
  /** How long each instance runs. */
  duration_minutes: number;
  /** ISO timestamp: no instance starts before it (and `count` counts from it). */
  from: string;
  /** ISO timestamp: no instance starts after it; null for no end date. */
  until: string | null;
  /** At most this many instances from `from`; null for no limit. */
  count: number | null;
  /** Whether an instance may start before the previous one ends (else a duration longer than the gap is refused). */
  allow_overlap: boolean;
}

/** The most instances a count may ask for, and the longest an instance may run: 35 days, as a tournament (spec §4). */
export const SERIES_COUNT_MAX = 10_000;
export const SERIES_DURATION_MAX_MINUTES = 35 * 24 * 60;

export const SERIES_MESSAGES = defineMessages({
  timeOfDay: { id: 'domain.series.timeOfDay', defaultMessage: 'Time of day should be HH:MM (UTC)' },
  duration: { id: 'domain.series.duration', defaultMessage: 'Duration should be 1 to {max} minutes' },
  weekdaysRequired: { id: 'domain.series.weekdaysRequired', defaultMessage: 'Choose at least one weekday' },
  oneWeekday: { id: 'domain.series.oneWeekday', defaultMessage: 'A weekly series runs on one weekday' },
  noWeekdays: { id: 'domain.series.noWeekdays', defaultMessage: 'Only a weekly or weekdays series chooses weekdays' },
  dayOfMonth: { id: 'domain.series.dayOfMonth', defaultMessage: 'A monthly series needs a day of the month, 1 to 31' },
  noDayOfMonth: { id: 'domain.series.noDayOfMonth', defaultMessage: 'Only a monthly series chooses a day of the month' },
  fromRequired: { id: 'domain.series.fromRequired', defaultMessage: 'The first possible start is required' },
  untilBeforeFrom: { id: 'domain.series.untilBeforeFrom', defaultMessage: 'The end date should be after the first possible start' },
  count: { id: 'domain.series.count', defaultMessage: 'The number of instances should be 1 to {max}' },
  noStartLeft: { id: 'domain.series.noStartLeft', defaultMessage: 'The rule has no start left from now on' },
  overlap: {
    id: 'domain.series.overlap',
    defaultMessage: 'Instances would overlap: the duration is longer than the {gap} minutes between two starts',
  },
});

const M = SERIES_MESSAGES;

/** Minutes past midnight of 'HH:MM', or undefined when it is not a time of day. */
export function minutesOfDay(timeOfDay: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(timeOfDay);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Whether the rule starts instances on the UTC day that begins at `day` (midnight). */
function runsOnDay(rule: SeriesRecurrence, day: number): boolean {
  switch (rule.frequency) {
    case 'hourly':
    case 'daily':
      return true;
    case 'weekdays':
    case 'weekly':
      return rule.weekdays.includes(utcDayOfWeek(day));
    case 'monthly': {
      const date = new Date(day);
      return date.getUTCDate() === Math.min(rule.day_of_month ?? 1, daysInMonth(date.getUTCFullYear(), date.getUTCMonth()));
    }
  }
}

/** The starts of one UTC day, in order. */
function startsOnDay(rule: SeriesRecurrence, day: number): number[] {
  const minutes = minutesOfDay(rule.time_of_day) ?? 0;
  if (rule.frequency === 'hourly') return Array.from({ length: 24 }, (_, hour) => day + hour * HOUR_MS + (minutes % 60) * MINUTE_MS);
  return runsOnDay(rule, day) ? [day + minutes * MINUTE_MS] : [];
}

/** Every start from the day of `from` on (those before `from` skipped) through the day of `end`, lazily. */
function* allStarts(rule: SeriesRecurrence, from: number, end: number): Generator<number> {
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= end; day += DAY_MS) {
    for (const start of startsOnDay(rule, day)) if (start >= from) yield start;
  }
}

/** The last start the rule allows (its `until`, or its count-th start), or Infinity when it has no end. */
export function lastStart(rule: SeriesRecurrence): number {
  const until = parseTimestamp(rule.until) ?? Infinity;
  const from = parseTimestamp(rule.from);
  if (rule.count === null || from === undefined) return until;
  let counted = 0;
  // A valid rule starts at least once in any 31 days: the bound only keeps an invalid one from looping.
  for (const start of allStarts(rule, from, from + rule.count * 32 * DAY_MS)) {
    counted += 1;
    if (counted >= rule.count || start > until) return Math.min(start, until);
  }
  return until;
}

/**
 * The instances' starts in [after, before), in order: those of the rule no earlier than its `from` and no later than
 * its last start. A valid rule is expected (validateRecurrence).
 */
export function startsBetween(rule: SeriesRecurrence, after: Date, before: Date): Date[] {
  const from = parseTimestamp(rule.from);
  if (from === undefined) return [];
  const last = Math.min(lastStart(rule), before.getTime() - 1);
  const starts: Date[] = [];
  for (const start of allStarts(rule, Math.max(from, after.getTime()), last)) {
    if (start > last) break;
    starts.push(new Date(start));
  }
  return starts;
}

/** The first start at or after `now`, if the rule has one left (a valid rule starts at least once in 31 days). */
export function nextStart(rule: SeriesRecurrence, now: Date): Date | undefined {
  const after = Math.max(now.getTime(), parseTimestamp(rule.from) ?? 0);
  return startsBetween(rule, new Date(after), new Date(after + 32 * DAY_MS))[0];
}

/** The shortest time between two consecutive starts (a month's shortest is February's 28 days). */
export function shortestGapMinutes(rule: SeriesRecurrence): number {
  switch (rule.frequency) {
    case 'hourly':
      return 60;
    case 'daily':
      return 24 * 60;
    case 'weekly':
      return 7 * 24 * 60;
    case 'monthly':
      return 28 * 24 * 60;
    case 'weekdays': {
      const days = [...new Set(rule.weekdays)].sort();
      const gaps = days.map((day, index) => (index + 1 < days.length ? days[index + 1] - day : days[0] + 7 - day));
      return Math.min(...gaps) * 24 * 60;
    }
  }
}

function dayErrors(rule: SeriesRecurrence): FieldError[] {
  const { frequency, weekdays, day_of_month } = rule;
  const choosesDays = frequency === 'weekdays' || frequency === 'weekly';
  const errors: FieldError[] = [];
  if (choosesDays && weekdays.length === 0) errors.push(fieldError('recurrence.weekdays', M.weekdaysRequired));
  else if (frequency === 'weekly' && new Set(weekdays).size !== 1) errors.push(fieldError('recurrence.weekdays', M.oneWeekday));
  else if (!choosesDays && weekdays.length > 0) errors.push(fieldError('recurrence.weekdays', M.noWeekdays));
  if (frequency === 'monthly' && (day_of_month === null || !Number.isInteger(day_of_month) || day_of_month < 1 || day_of_month > 31)) {
    errors.push(fieldError('recurrence.day_of_month', M.dayOfMonth));
  } else if (frequency !== 'monthly' && day_of_month !== null) errors.push(fieldError('recurrence.day_of_month', M.noDayOfMonth));
  return errors;
}

function boundErrors(rule: SeriesRecurrence): FieldError[] {
  const errors: FieldError[] = [];
  const from = parseTimestamp(rule.from);
  const until = parseTimestamp(rule.until);
  if (from === undefined) errors.push(fieldError('recurrence.from', M.fromRequired));
  else if (until !== undefined && until < from) errors.push(fieldError('recurrence.until', M.untilBeforeFrom));
  if (rule.count !== null && (!Number.isInteger(rule.count) || rule.count < 1 || rule.count > SERIES_COUNT_MAX)) {
    errors.push(fieldError('recurrence.count', M.count, { max: SERIES_COUNT_MAX }));
  }
  return errors;
}

/** Every rule a series' recurrence breaks, on paths under `recurrence`; empty when valid. */
export function validateRecurrence(rule: SeriesRecurrence): FieldError[] {
  const errors: FieldError[] = [];
  if (minutesOfDay(rule.time_of_day) === undefined) errors.push(fieldError('recurrence.time_of_day', M.timeOfDay));
  const { duration_minutes: duration } = rule;
  if (!Number.isInteger(duration) || duration < 1 || duration > SERIES_DURATION_MAX_MINUTES) {
    errors.push(fieldError('recurrence.duration_minutes', M.duration, { max: SERIES_DURATION_MAX_MINUTES }));
  }
  const days = dayErrors(rule);
  errors.push(...days, ...boundErrors(rule));
  if (days.length === 0 && !rule.allow_overlap && duration > shortestGapMinutes(rule)) {
    errors.push(fieldError('recurrence.duration_minutes', M.overlap, { gap: shortestGapMinutes(rule) }));
  }
  return errors;
}

const WORDS = defineMessages({
  hourly: { id: 'domain.series.words.hourly', defaultMessage: 'Every hour :{from}–:{to} UTC' },
  hourlyLong: { id: 'domain.series.words.hourlyLong', defaultMessage: 'Every hour from :{from}, {minutes} minutes each' },
  daily: { id: 'domain.series.words.daily', defaultMessage: 'Every day {from}–{to} UTC' },
  weekly: { id: 'domain.series.words.weekly', defaultMessage: 'Every {days} {from}–{to} UTC' },
  monthly: { id: 'domain.series.words.monthly', defaultMessage: 'Every month on day {day} {from}–{to} UTC' },
});

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${twoDigits(Math.floor(minutes / 60) % 24)}:${twoDigits(minutes % 60)}`;

/** The weekdays' names in a language, as a list ('Monday, Wednesday and Friday'), from Monday on. */
function weekdayList(weekdays: number[], language: string): string {
  const sunday = Date.UTC(2023, 0, 1);
  const name = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const ordered = [...new Set(weekdays)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(ordered.map((day) => name.format(sunday + day * DAY_MS)));
}

/**
 * The rule in words ('Every Saturday 18:00–22:00 UTC'), as a message whose values are already in `language`
 * (weekday names): the console shows it with its catalogs, the server's list answers it in the request's language.
 */
export function recurrenceInWords(rule: SeriesRecurrence, language: string): MessageRef {
  const start = minutesOfDay(rule.time_of_day) ?? 0;
  const end = start + rule.duration_minutes;
  if (rule.frequency === 'hourly') {
    const minute = start % 60;
    const from = twoDigits(minute);
    return minute + rule.duration_minutes < 60
      ? messageRef(WORDS.hourly, { from, to: twoDigits(minute + rule.duration_minutes) })
      : messageRef(WORDS.hourlyLong, { from, minutes: rule.duration_minutes });
  }
  // An end on a later day says how many days later: 'Every Friday 22:00–02:00 (+1) UTC'.
  const laterDays = Math.floor(end / (24 * 60));
  const to = laterDays === 0 ? clock(end) : `${clock(end)} (+${laterDays})`;
  const times = { from: clock(start), to };
  if (rule.frequency === 'daily') return messageRef(WORDS.daily, times);
  if (rule.frequency === 'monthly') return messageRef(WORDS.monthly, { ...times, day: rule.day_of_month ?? 1 });
  return messageRef(WORDS.weekly, { ...times, days: weekdayList(rule.weekdays, language) });
}
