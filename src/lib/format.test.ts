import { formatDateTime, formatRelativeTime, formatScore } from './format';

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
  ])('shows %p as %p: rounded, dots between thousands', (score, shown) => {
    expect(formatScore(score)).toBe(shown);
  });
});

describe('formatDateTime', () => {
  it("shows 'DD MMM YYYY, HH:mm' in UTC", () => {
    expect(formatDateTime('2025-03-07T09:05:00.000Z')).toBe('07 Mar 2025, 09:05 UTC');
    expect(formatDateTime('2025-12-31T23:59:59+02:00')).toBe('31 Dec 2025, 21:59 UTC');
  });

  it("shows '-' for a missing or broken timestamp", () => {
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');

  it('says how long ago a past time was, and how far off a future one is', () => {
    expect(formatRelativeTime('2025-03-10T11:59:50Z', now)).toBe('a few seconds ago');
    expect(formatRelativeTime('2025-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(formatRelativeTime('2025-03-10T14:00:00Z', now)).toBe('in 2 hours');
  });

  it('says nothing for a broken timestamp', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
