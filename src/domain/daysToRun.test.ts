import fc from 'fast-check';
import { DAY_MS } from './dates';
import { daysToRun } from './daysToRun';
import { WEEKDAY_BY_UTC_DAY, WEEKDAYS, type TimeConfiguration } from './tournament';

const everyDay = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true };
const time = (start: string, end: string, days: Partial<TimeConfiguration> = {}): TimeConfiguration => ({ start, end, ...everyDay, ...days });

describe('daysToRun (decision 142)', () => {
  it("counts the window's length in days: 10:00 to 10:00 eight days later is 8, not the 9 calendar days it touches", () => {
    // 2030-01-20 is a Sunday.
    expect(daysToRun(time('2030-01-20T10:00:00Z', '2030-01-28T10:00:00Z'))).toBe(8);
    expect(daysToRun(time('2030-01-20T10:00:00Z', '2030-01-28T12:00:00Z'))).toBe(9);
    expect(daysToRun(time('2030-01-07T11:00:00Z', '2030-01-08T11:00:00Z'))).toBe(1);
  });

  it('counts a window shorter than a day as one day, over midnight too', () => {
    expect(daysToRun(time('2030-01-07T09:00:00Z', '2030-01-07T16:00:00Z'))).toBe(1);
    expect(daysToRun(time('2030-01-07T20:00:00Z', '2030-01-08T03:00:00Z'))).toBe(1);
  });

  it('counts midnight to midnight a week later as 7', () => {
    // 2030-01-07 is a Monday.
    expect(daysToRun(time('2030-01-07T00:00:00Z', '2030-01-14T00:00:00Z'))).toBe(7);
    expect(daysToRun(time('2030-01-07T00:00:00Z', '2030-01-14T00:00:00Z', { saturday: false, sunday: false }))).toBe(5);
  });

  it("counts only enabled weekdays, the days counted starting on the start's day", () => {
    // Sunday 20 to Sunday 27 January: two Sundays and one of each other day.
    expect(daysToRun(time('2030-01-20T10:00:00Z', '2030-01-28T10:00:00Z', { sunday: false }))).toBe(6);
    expect(daysToRun(time('2030-01-20T10:00:00Z', '2030-01-28T10:00:00Z', { monday: false }))).toBe(7);
    // Monday 20:00 to Tuesday 03:00 is one day, the Monday.
    expect(daysToRun(time('2030-01-07T20:00:00Z', '2030-01-08T03:00:00Z', { monday: false }))).toBe(0);
    expect(daysToRun(time('2030-01-07T20:00:00Z', '2030-01-08T03:00:00Z', { tuesday: false }))).toBe(1);
  });

  it('counts whole weeks and the days left over, whatever weekday the start is on', () => {
    // Wednesday 9 January 08:00 to Saturday 23 March 2030 00:00: 72 days 16 hours, 73 days from the Wednesday.
    expect(daysToRun(time('2030-01-09T08:00:00Z', '2030-03-23T00:00:00Z'))).toBe(73);
    expect(daysToRun(time('2030-01-09T08:00:00Z', '2030-03-23T00:00:00Z', { saturday: false, sunday: false }))).toBe(53);
    expect(daysToRun(time('2030-01-09T08:00:00Z', '2030-03-23T00:00:00Z', { wednesday: false }))).toBe(62);
  });

  it('is 0 without a start or end, and when the end is not after the start', () => {
    expect(daysToRun(time('', '2030-01-08T11:00:00Z'))).toBe(0);
    expect(daysToRun(time('2030-01-09T08:00:00Z', '2030-01-09T08:00:00Z'))).toBe(0);
    expect(daysToRun(time('2030-01-09T08:00:00Z', '2030-01-08T00:00:00Z'))).toBe(0);
  });

  it('agrees with counting the days one by one', () => {
    const flags = fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, fc.boolean()])) as Record<(typeof WEEKDAYS)[number], fc.Arbitrary<boolean>>);
    const start = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2032, 0, 1) });
    fc.assert(
      fc.property(flags, start, fc.integer({ min: 1, max: 100 * DAY_MS }), (days, startTime, length) => {
        const config = { start: new Date(startTime).toISOString(), end: new Date(startTime + length).toISOString(), ...days };
        let count = 0;
        for (let at = startTime; at < startTime + length; at += DAY_MS) {
          if (config[WEEKDAY_BY_UTC_DAY[new Date(at).getUTCDay()]]) count += 1;
        }
        expect(daysToRun(config)).toBe(count);
      }),
    );
  });
});
