import fc from 'fast-check';
import { textIn } from '../i18n/inLanguage';
import { romanianMessages } from '../i18n/ro';
import { lastStart, recurrenceInWords, SERIES_FREQUENCIES, shortestGapMinutes, startsBetween, validateRecurrence, type SeriesRecurrence } from './seriesRecurrence';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const rule = (overrides: Partial<SeriesRecurrence> = {}): SeriesRecurrence => ({
  frequency: 'daily',
  weekdays: [],
  day_of_month: null,
  time_of_day: '18:00',
  duration_minutes: 240,
  from: '2030-01-01T00:00:00.000Z',
  until: null,
  count: null,
  allow_overlap: false,
  ...overrides,
});

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const between = (r: SeriesRecurrence, after: string, before: string) => iso(startsBetween(r, new Date(after), new Date(before)));

describe('a series’ starts', () => {
  it('daily: at the time of day, from `from` on, never at or past `before`', () => {
    expect(between(rule({ from: '2030-01-01T18:00:00.000Z' }), '2029-12-01T00:00:00Z', '2030-01-03T18:00:00Z')).toEqual([
      '2030-01-01T18:00:00.000Z',
      '2030-01-02T18:00:00.000Z',
    ]);
  });

  it('weekdays: only the chosen days (2030-01-05 is a Saturday)', () => {
    const weekend = rule({ frequency: 'weekdays', weekdays: [6, 0], duration_minutes: 60 });
    expect(between(weekend, '2030-01-01T00:00:00Z', '2030-01-14T00:00:00Z')).toEqual([
      '2030-01-05T18:00:00.000Z',
      '2030-01-06T18:00:00.000Z',
      '2030-01-12T18:00:00.000Z',
      '2030-01-13T18:00:00.000Z',
    ]);
  });

  it('monthly on day 31: the last day of a shorter month, February 29 in a leap year', () => {
    const endOfMonth = rule({ frequency: 'monthly', day_of_month: 31, from: '2027-12-01T00:00:00Z' });
    expect(between(endOfMonth, '2027-12-01T00:00:00Z', '2028-05-01T00:00:00Z')).toEqual([
      '2027-12-31T18:00:00.000Z',
      '2028-01-31T18:00:00.000Z',
      '2028-02-29T18:00:00.000Z',
      '2028-03-31T18:00:00.000Z',
      '2028-04-30T18:00:00.000Z',
    ]);
  });

  it('hourly: every hour at the time’s minutes', () => {
    const hourly = rule({ frequency: 'hourly', time_of_day: '00:15', duration_minutes: 30 });
    expect(between(hourly, '2030-01-01T10:00:00Z', '2030-01-01T13:00:00Z')).toEqual(['2030-01-01T10:15:00.000Z', '2030-01-01T11:15:00.000Z', '2030-01-01T12:15:00.000Z']);
  });

  it('until: a start at `until` is the last; count: the count-th start from `from` is', () => {
    expect(between(rule({ until: '2030-01-02T18:00:00.000Z' }), '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z')).toHaveLength(2);
    const three = rule({ count: 3 });
    expect(new Date(lastStart(three)).toISOString()).toBe('2030-01-03T18:00:00.000Z');
    // Counted from `from`, so a later window sees only what is left of the three.
    expect(between(three, '2030-01-02T19:00:00Z', '2030-02-01T00:00:00Z')).toEqual(['2030-01-03T18:00:00.000Z']);
  });

  const frequencies = fc.constantFrom(...SERIES_FREQUENCIES);
  const days = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
  const arbitraryRule = fc
    .record({
      frequency: frequencies,
      weekdays: days,
      day_of_month: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      from: fc.integer({ min: 0, max: 400 * DAY }),
      span: fc.option(fc.integer({ min: 0, max: 200 * DAY })),
      count: fc.option(fc.integer({ min: 1, max: 40 })),
    })
    .map(
      ({ frequency, weekdays, day_of_month, hour, minute, from, span, count }): SeriesRecurrence => {
        const start = Date.UTC(2027, 10, 1) + from;
        return rule({
          frequency,
          weekdays: frequency === 'weekly' ? weekdays.slice(0, 1) : frequency === 'weekdays' ? weekdays : [],
          day_of_month: frequency === 'monthly' ? day_of_month : null,
          time_of_day: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
          duration_minutes: 1,
          from: new Date(start).toISOString(),
          until: span === null ? null : new Date(start + span).toISOString(),
          count,
        });
      },
    );

  it('are in order, in the window and the rule’s bounds, at its time of day, on its days, at least its shortest gap apart', () => {
    fc.assert(
      fc.property(arbitraryRule, fc.integer({ min: 0, max: 500 * DAY }), fc.integer({ min: 0, max: 90 * DAY }), (r, offset, length) => {
        expect(validateRecurrence(r)).toEqual([]);
        const after = Date.UTC(2027, 9, 1) + offset;
        const starts = startsBetween(r, new Date(after), new Date(after + length)).map((date) => date.getTime());
        const [hour, minute] = r.time_of_day.split(':').map(Number);
        starts.forEach((start, index) => {
          const date = new Date(start);
          expect(start).toBeGreaterThanOrEqual(Math.max(after, Date.parse(r.from)));
          expect(start).toBeLessThan(after + length);
          if (r.until) expect(start).toBeLessThanOrEqual(Date.parse(r.until));
          expect(date.getUTCMinutes()).toBe(minute);
          if (r.frequency !== 'hourly') expect(date.getUTCHours()).toBe(hour);
          if (r.frequency === 'weekdays' || r.frequency === 'weekly') expect(r.weekdays).toContain(date.getUTCDay());
          if (r.frequency === 'monthly') {
            const monthDays = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
            expect(date.getUTCDate()).toBe(Math.min(r.day_of_month!, monthDays));
          }
          if (index > 0) expect(start - starts[index - 1]).toBeGreaterThanOrEqual(shortestGapMinutes(r) * MINUTE);
        });
      }),
    );
  });

  it('of two adjacent windows are those of the whole, so a job run never makes or misses one; never more than count', () => {
    fc.assert(
      fc.property(arbitraryRule, fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), (r, first, second) => {
        const a = Date.parse(r.from) - DAY;
        const whole = startsBetween(r, new Date(a), new Date(a + first + second));
        const split = [...startsBetween(r, new Date(a), new Date(a + first)), ...startsBetween(r, new Date(a + first), new Date(a + first + second))];
        expect(iso(split)).toEqual(iso(whole));
        if (r.count !== null) expect(whole.length).toBeLessThanOrEqual(r.count);
      }),
    );
  });
});

describe('a series’ rule checks', () => {
  it('accepts the examples', () => {
    expect(validateRecurrence(rule())).toEqual([]);
    expect(validateRecurrence(rule({ frequency: 'weekly', weekdays: [6] }))).toEqual([]);
  });

  it('refuses instances that would overlap unless allowed, a weekly series of two days, a bad time, an until before from', () => {
    const fields = (r: SeriesRecurrence) => validateRecurrence(r).map((error) => error.field);
    expect(fields(rule({ duration_minutes: 25 * 60 }))).toEqual(['recurrence.duration_minutes']);
    expect(fields(rule({ duration_minutes: 25 * 60, allow_overlap: true }))).toEqual([]);
    expect(fields(rule({ frequency: 'weekdays', weekdays: [1, 2], duration_minutes: 25 * 60 }))).toEqual(['recurrence.duration_minutes']);
    expect(fields(rule({ frequency: 'weekdays', weekdays: [1, 3], duration_minutes: 25 * 60 }))).toEqual([]);
    expect(fields(rule({ frequency: 'weekly', weekdays: [1, 2] }))).toEqual(['recurrence.weekdays']);
    expect(fields(rule({ frequency: 'monthly' }))).toEqual(['recurrence.day_of_month']);
    expect(fields(rule({ time_of_day: '24:00', until: '2029-01-01T00:00:00Z', count: 0 }))).toEqual(['recurrence.time_of_day', 'recurrence.until', 'recurrence.count']);
  });
});

describe('a series’ rule in words', () => {
  const english = textIn('en');
  const romanian = textIn('ro', romanianMessages);

  it('says the days and the window in UTC, in either language', () => {
    expect(english(recurrenceInWords(rule({ frequency: 'weekly', weekdays: [6] }), 'en'))).toBe('Every Saturday 18:00–22:00 UTC');
    expect(english(recurrenceInWords(rule({ frequency: 'weekdays', weekdays: [5, 1, 3], duration_minutes: 120 }), 'en'))).toBe(
      'Every Monday, Wednesday, and Friday 18:00–20:00 UTC',
    );
    expect(english(recurrenceInWords(rule({ time_of_day: '22:00' }), 'en'))).toBe('Every day 22:00–02:00 (+1) UTC');
    expect(english(recurrenceInWords(rule({ frequency: 'monthly', day_of_month: 31 }), 'en'))).toBe('Every month on day 31 18:00–22:00 UTC');
    expect(english(recurrenceInWords(rule({ frequency: 'hourly', time_of_day: '00:00', duration_minutes: 45 }), 'en'))).toBe('Every hour :00–:45 UTC');
    expect(romanian(recurrenceInWords(rule({ frequency: 'weekly', weekdays: [6] }), 'ro'))).toBe('În fiecare sâmbătă 18:00–22:00 UTC');
  });
});
