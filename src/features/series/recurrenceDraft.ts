/**
 * The 'Repeat as a series' dialog's rule: what it starts from (the tournament's own time of day and length, daily from
 * now on) and how a change of frequency keeps it whole. Pure: the slice and the dialog's preview use these.
 */
import { DAY_MS, parseTimestamp, utcDayOfWeek } from '../../domain/dates';
import { nextStart, SERIES_DURATION_MAX_MINUTES, type SeriesFrequency, type SeriesRecurrence } from '../../domain/seriesRecurrence';
import type { TournamentFields } from '../../domain/tournament';

const MINUTE_MS = 60_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Monday to Friday, what 'weekdays' offers first. */
const WORKING_DAYS = [1, 2, 3, 4, 5];

/** The UTC 'HH:MM' of a timestamp. */
const timeOfDayOf = (time: number) => {
  const date = new Date(time);
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
};

/**
 * Daily at the tournament's start time (UTC), each instance as long as the tournament but at most a day (a longer one
 * would overlap the next), from this minute on, with no end: what 'Repeat as a series' offers first.
 */
export function defaultRecurrence(tournament: Pick<TournamentFields, 'time_configuration'>, now: Date): SeriesRecurrence {
  const start = parseTimestamp(tournament.time_configuration.start) ?? now.getTime();
  const end = parseTimestamp(tournament.time_configuration.end) ?? start + DAY_MS;
  const minutes = Math.round((end - start) / MINUTE_MS);
  const from = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return {
    frequency: 'daily',
    weekdays: [],
    day_of_month: null,
    time_of_day: timeOfDayOf(start),
    duration_minutes: Math.min(Math.max(minutes, 1), 24 * 60, SERIES_DURATION_MAX_MINUTES),
    from: new Date(from).toISOString(),
    until: null,
    count: null,
    allow_overlap: false,
  };
}

/**
 * The rule with another frequency, its days made to fit it: weekly runs on one weekday (the first chosen, else the
 * day of `from`), weekdays keeps those chosen (else Monday to Friday), monthly on the day of `from`; the others choose none.
 */
export function withFrequency(rule: SeriesRecurrence, frequency: SeriesFrequency): SeriesRecurrence {
  const from = parseTimestamp(rule.from) ?? 0;
  const weekdays = (): number[] => {
    if (frequency === 'weekly') return [rule.weekdays[0] ?? utcDayOfWeek(from)];
    if (frequency === 'weekdays') return rule.weekdays.length > 0 ? rule.weekdays : WORKING_DAYS;
    return [];
  };
  const dayOfMonth = frequency === 'monthly' ? (rule.day_of_month ?? new Date(from).getUTCDate()) : null;
  return { ...rule, frequency, weekdays: weekdays(), day_of_month: dayOfMonth };
}

/** The rule's next `count` starts from `now` on (fewer when it ends sooner). */
export function nextStarts(rule: SeriesRecurrence, now: Date, count: number): Date[] {
  const starts: Date[] = [];
  for (let after = now; starts.length < count; ) {
    const start = nextStart(rule, after);
    if (!start) break;
    starts.push(start);
    after = new Date(start.getTime() + 1);
  }
  return starts;
}
