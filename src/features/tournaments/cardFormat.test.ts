import { formatRunLength, formatTimeRemaining } from './cardFormat';

const now = Date.parse('2026-06-01T12:00:00Z');
const after = (ms: number) => now + ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRunLength', () => {
  it('counts days, singular for one', () => {
    expect(formatRunLength(4)).toBe('4 days to run');
    expect(formatRunLength(1)).toBe('1 day to run');
    expect(formatRunLength(0)).toBe('0 days to run');
  });
});

describe('formatTimeRemaining', () => {
  it.each([
    [3 * DAY + 4 * HOUR + 59 * MINUTE, '3d 4h left'],
    [1 * DAY, '1d 0h left'],
    [5 * HOUR + 12 * MINUTE + 30_000, '5h 12m left'],
    [12 * MINUTE + 59_000, '12m left'],
    [59_000, 'Less than a minute left'],
  ])('shows the two largest whole units of %i ms', (left, text) => {
    expect(formatTimeRemaining(after(left), now)).toBe(text);
  });

  it("says 'Ended' when no time is left", () => {
    expect(formatTimeRemaining(after(0), now)).toBe('Ended');
    expect(formatTimeRemaining(after(-DAY), now)).toBe('Ended');
  });

  it("shows '-' without an end", () => {
    expect(formatTimeRemaining(undefined, now)).toBe('-');
  });
});
