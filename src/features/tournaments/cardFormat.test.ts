import { inEnglish, textIn } from '../../i18n/inLanguage';
import { romanianMessages } from '../../i18n/ro';
import { formatCardTiming, formatRunLength, formatStartsIn, formatTimeRemaining } from './cardFormat';

const now = Date.parse('2026-06-01T12:00:00Z');
const after = (ms: number) => now + ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRunLength', () => {
  it('counts days, singular for one', () => {
    expect(inEnglish(formatRunLength(4))).toBe('4 days to run');
    expect(inEnglish(formatRunLength(1))).toBe('1 day to run');
    expect(inEnglish(formatRunLength(0))).toBe('0 days to run');
  });

  it("counts in Romanian's three plural forms", () => {
    const inRomanian = textIn('ro', romanianMessages);
    const days = [1, 2, 19, 20, 101, 120].map((count) => inRomanian(formatRunLength(count)));
    expect(days).toEqual(['1 zi de desfășurare', '2 zile de desfășurare', '19 zile de desfășurare', '20 de zile de desfășurare', '101 zile de desfășurare', '120 de zile de desfășurare']);
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
    expect(inEnglish(formatTimeRemaining(after(left), now))).toBe(text);
  });

  it("says 'Ended' when no time is left", () => {
    expect(inEnglish(formatTimeRemaining(after(0), now))).toBe('Ended');
    expect(inEnglish(formatTimeRemaining(after(-DAY), now))).toBe('Ended');
  });

  it("shows '-' without an end", () => {
    expect(inEnglish(formatTimeRemaining(undefined, now))).toBe('-');
  });
});

describe('formatStartsIn (issue 27)', () => {
  it.each([
    [DAY + 4 * HOUR + 59 * MINUTE, 'Starts in 1d 4h'],
    [5 * HOUR + 12 * MINUTE, 'Starts in 5h 12m'],
    [12 * MINUTE + 59_000, 'Starts in 12m'],
    [59_000, 'Starts in less than a minute'],
  ])('says when a start %i ms away comes, by the two largest whole units', (wait, text) => {
    expect(inEnglish(formatStartsIn(now + wait, now)!)).toBe(text);
  });

  it('says nothing once the start has come', () => {
    expect(formatStartsIn(now, now)).toBeUndefined();
    expect(formatStartsIn(now - DAY, now)).toBeUndefined();
  });
});

describe("formatCardTiming, a card's one time fact (issue 27)", () => {
  it('counts to the start before it, to the end until it, then says Ended', () => {
    expect(inEnglish(formatCardTiming(false, after(DAY + 4 * HOUR), after(9 * DAY), now))).toBe('Starts in 1d 4h');
    expect(inEnglish(formatCardTiming(false, after(-DAY), after(2 * DAY + HOUR), now))).toBe('2d 1h left');
    expect(inEnglish(formatCardTiming(false, after(-9 * DAY), after(-DAY), now))).toBe('Ended');
  });

  it('says Canceled for a canceled tournament, whatever its window', () => {
    expect(inEnglish(formatCardTiming(true, after(-DAY), after(2 * DAY), now))).toBe('Canceled');
    expect(inEnglish(formatCardTiming(true, after(DAY), after(2 * DAY), now))).toBe('Canceled');
  });
});
