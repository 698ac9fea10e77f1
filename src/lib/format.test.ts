import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatAmount, formatDateTime, formatScore } from './format';

dayjs.extend(utc);

describe('formatScore', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [1234567, '1.234.567'],
    [1234.5, '1.235'],
    [999999.6, '1.000.000'],
    [-1234567.4, '-1.234.567'],
    [-0.4, '0'],
    [2.5, '3'],
    [-2.5, '-3'],
    [-0.5, '-1'],
    [-1234.5, '-1.235'],
  ])('shows %p as %p: rounded half away from zero, dots between thousands', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });
});

describe('formatAmount', () => {
  it.each([
    [0, '0'],
    [1500, '1.500'],
    [1234.5, '1.234,5'],
    [1234567.891, '1.234.567,89'],
    [0.05, '0,05'],
    [-2000.25, '-2.000,25'],
    [-0.001, '0'],
    [1.005, '1,01'],
    [1.015, '1,02'],
    [-1.015, '-1,02'],
    [0.125, '0,13'],
    [1e-7, '0'],
  ])('shows %p as %p: to the cent, dots between thousands, a comma before the decimals', (amount, shown) => {
    expect(formatAmount(amount)).toBe(shown);
  });
});

describe('formatDateTime', () => {
  it("shows 'DD MMM YYYY, HH:mm' in UTC", () => {
    expect(formatDateTime('2025-03-07T09:05:00.000Z')).toBe('07 Mar 2025, 09:05 UTC');
    expect(formatDateTime('2025-12-31T23:59:59+02:00')).toBe('31 Dec 2025, 21:59 UTC');
  });

  it('matches dayjs for dates from 1970 to 2100, at every hour and minute', () => {
    const start = Date.parse('1970-01-01T00:00:00Z');
    const end = Date.parse('2100-12-31T23:59:00Z');
    // A step that is not a whole number of minutes, hours or days, so every field comes round.
    const step = 7_919 * 60_000 + 13_000;
    for (let time = start; time <= end; time += step) {
      expect(formatDateTime(new Date(time).toISOString())).toBe(`${dayjs.utc(time).format('DD MMM YYYY, HH:mm')} UTC`);
    }
  });

  it("shows '-' for a missing or broken timestamp", () => {
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

