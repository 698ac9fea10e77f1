import { isWithinSchedule, scheduleMiss, utcWeekday } from './schedule';
import { at, tournament, WEEK_END, WEEK_START } from './scoringFixtures';

const time = tournament().time_configuration;

describe('the [start, end) window', () => {
  it('includes the start instant', () => {
    expect(isWithinSchedule(time, at(WEEK_START))).toBe(true);
  });

  it('excludes the millisecond before the start', () => {
    expect(scheduleMiss(time, at(WEEK_START) - 1)).toBe('before_start');
  });

  it('includes the millisecond before the end', () => {
    expect(isWithinSchedule(time, at(WEEK_END) - 1)).toBe(true);
  });

  it('excludes the end instant', () => {
    expect(scheduleMiss(time, at(WEEK_END))).toBe('not_before_end');
  });

  it('lets nothing in when the start or end is cleared', () => {
    expect(scheduleMiss({ ...time, start: '' }, at('2030-01-09T00:00:00Z'))).toBe('before_start');
    expect(scheduleMiss({ ...time, end: '' }, at('2030-01-09T00:00:00Z'))).toBe('not_before_end');
  });
});

describe('weekdays in UTC', () => {
  it('names the UTC weekday of each day of a week, Monday 2030-01-07 to Sunday 2030-01-13', () => {
    const days = [7, 8, 9, 10, 11, 12, 13].map((day) => utcWeekday(at(`2030-01-${String(day).padStart(2, '0')}T12:00:00Z`)));
    expect(days).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });

  it('names weekdays before 1970 too (Wednesday 1969-12-31, Thursday 1970-01-01)', () => {
    expect(utcWeekday(at('1969-12-31T23:59:59.999Z'))).toBe('wednesday');
    expect(utcWeekday(at('1970-01-01T00:00:00.000Z'))).toBe('thursday');
  });

  it('excludes an event on a disabled weekday', () => {
    expect(scheduleMiss({ ...time, wednesday: false }, at('2030-01-09T12:00:00Z'))).toBe('weekday_disabled');
  });

  it('includes an event on an enabled weekday when others are disabled', () => {
    expect(isWithinSchedule({ ...time, tuesday: false, thursday: false }, at('2030-01-09T12:00:00Z'))).toBe(true);
  });

  it('judges the weekday in UTC, not in the timestamp zone: Wednesday 23:30 at -02:00 is Thursday in UTC', () => {
    const t = at('2030-01-09T23:30:00-02:00');
    expect(scheduleMiss({ ...time, thursday: false }, t)).toBe('weekday_disabled');
    expect(isWithinSchedule({ ...time, wednesday: false }, t)).toBe(true);
  });

  it('switches day at 00:00 UTC exactly', () => {
    const off = { ...time, tuesday: false };
    expect(isWithinSchedule(off, at('2030-01-08T00:00:00Z') - 1)).toBe(true);
    expect(isWithinSchedule(off, at('2030-01-08T00:00:00Z'))).toBe(false);
  });
});
