import { DEFAULT_CURRENCY } from '../domain/bonusDisplayName';
import { parseTimestamp } from '../domain/dates';

const withThousandDots = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Spec §9: scores are shown rounded, with '.' between thousands (so no decimals, hence no ','). */
export function formatScore(score: number): string {
  // Half away from zero, as the engine rounds (Math.round takes -2.5 to -2).
  const rounded = Math.sign(score) * Math.round(Math.abs(score));
  // Math.round(-0.4) is -0, which reads as '0'.
  const sign = rounded < 0 ? '-' : '';
  return sign + withThousandDots(String(Math.abs(rounded)));
}

/**
 * |amount| in cents, rounded half away from zero on the decimal the number prints as: 1.015 is 102 cents, though
 * 1.015 × 100 is 101.49999999999999. The text's point is moved instead (below a millionth the text has an exponent,
 * and such an amount is 0 cents either way).
 */
function centsOf(amount: number): number {
  const digits = String(Math.abs(amount));
  return Math.round(digits.includes('e') ? Math.abs(amount) * 100 : Number(`${digits}e2`));
}

/** An amount of money or prizes in spec §9's style, to the cent: '.' between thousands, ',' before the decimals. */
export function formatAmount(amount: number): string {
  const cents = centsOf(amount);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = withThousandDots(String(Math.floor(cents / 100)));
  const fraction = String(cents % 100).padStart(2, '0').replace(/0+$/, '');
  return sign + (fraction ? `${whole},${fraction}` : whole);
}

/** An amount of money in the default currency, as formatAmount writes it: '2.469,5 lei'. */
export const formatLei = (amount: number): string => `${formatAmount(amount)} ${DEFAULT_CURRENCY}`;

/** 'MMM' in English, as dayjs writes it. */
export const ENGLISH_MONTHS_SHORT: readonly string[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The language shown's month names (issue 14: the format stays, the month names follow the language).
let monthsShort = ENGLISH_MONTHS_SHORT;

/** The month names formatDateTime writes from now on: set when the console changes language. */
export function setMonthsShort(names: readonly string[]): void {
  monthsShort = names;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * Spec §9's 'DD MMM YYYY, HH:mm', in UTC and labelled so: the schedule's days and hours are UTC; the month's name
 * is the language shown's.
 * Written out by hand rather than with dayjs: list pages format two per card, 10,000 cards at a time,
 * and this is several times faster (format.test.ts checks it against dayjs over many dates).
 */
export function formatDateTime(value: string): string {
  return formatInstant(parseTimestamp(value));
}

/** formatDateTime of a timestamp already parsed (undefined when there is none). */
export function formatInstant(time: number | undefined): string {
  if (time === undefined) return '-';
  const date = new Date(time);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${twoDigits(date.getUTCDate())} ${monthsShort[date.getUTCMonth()]} ${year}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}
