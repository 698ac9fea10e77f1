import type { Booster } from './tournament';
import { boosterShifted, duplicateShift, withWindowShifted } from './duplicateWindow';

const now = new Date('2026-06-10T12:20:00.000Z');
const window = (start: string, end: string) => ({ start, end, monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: true, sunday: true });

describe("a duplicate's window (issue 27)", () => {
  it('moves a window that has already started to the top of the next hour, keeping its length', () => {
    const finished = { time_configuration: window('2026-06-01T09:00:00.000Z', '2026-06-08T09:00:00.000Z') };
    const shift = duplicateShift(finished.time_configuration, now);
    expect(withWindowShifted(finished, shift).time_configuration).toEqual(window('2026-06-10T13:00:00.000Z', '2026-06-17T13:00:00.000Z'));
  });

  it('leaves a window that has not started, or has no readable start, where it is', () => {
    expect(duplicateShift(window('2026-06-10T12:20:00.001Z', '2026-06-11T00:00:00.000Z'), now)).toBe(0);
    expect(duplicateShift(window('', '2026-06-11T00:00:00.000Z'), now)).toBe(0);
  });

  it("moves a booster's own dates by the same amount, and keeps the tournament's (null) as they are", () => {
    const booster: Booster = { id: 0, tournament_id: 1, multiplier: 2, name: 'Weekend', start_date: '2026-06-06T00:00:00.000Z', end_date: null, day_of_week: 6, day_of_month: null };
    const shift = duplicateShift(window('2026-06-01T09:00:00.000Z', '2026-06-08T09:00:00.000Z'), now);
    expect(boosterShifted(booster, shift)).toEqual({ ...booster, start_date: '2026-06-15T04:00:00.000Z' });
  });
});
