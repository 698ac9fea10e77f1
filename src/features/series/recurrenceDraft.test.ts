import { defaultRecurrence, nextStarts, withFrequency } from './recurrenceDraft';
import { dailyRule } from './seriesFixtures';

const window = (start: string, end: string) => ({ time_configuration: { start, end, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true } });

describe('the rule a tournament is repeated by at first', () => {
  it('is daily at the tournament’s start time for its length, from this minute on, with no end', () => {
    const rule = defaultRecurrence(window('2026-05-01T18:30:00Z', '2026-05-01T21:00:00Z'), new Date('2026-06-01T10:15:42Z'));
    expect(rule).toEqual({ ...dailyRule, time_of_day: '18:30', duration_minutes: 150, from: '2026-06-01T10:15:00.000Z' });
  });

  it('runs at most a day, so that a week-long tournament repeated daily does not overlap', () => {
    expect(defaultRecurrence(window('2026-05-01T00:00:00Z', '2026-05-08T00:00:00Z'), new Date()).duration_minutes).toBe(24 * 60);
  });
});

describe('a change of frequency', () => {
  it('keeps the weekdays chosen for weekdays, and offers Monday to Friday when none were', () => {
    expect(withFrequency(dailyRule, 'weekdays').weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(withFrequency({ ...dailyRule, frequency: 'weekdays', weekdays: [6, 0] }, 'weekdays').weekdays).toEqual([6, 0]);
    expect(withFrequency({ ...dailyRule, frequency: 'weekdays', weekdays: [6, 0] }, 'weekly').weekdays).toEqual([6]);
  });
});

describe('the next starts', () => {
  it('stop where the rule ends', () => {
    const starts = nextStarts({ ...dailyRule, count: 3 }, new Date('2026-05-01T00:00:00Z'), 5);
    expect(starts.map((start) => start.toISOString())).toEqual(['2026-06-01T18:00:00.000Z', '2026-06-02T18:00:00.000Z', '2026-06-03T18:00:00.000Z']);
  });
});
