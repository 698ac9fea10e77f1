import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { parseTimestamp } from '../domain/dates';

dayjs.extend(utc);
dayjs.extend(relativeTime);

/** Spec §9: scores are shown rounded, with '.' between thousands (so no decimals, hence no ','). */
export function formatScore(score: number): string {
  const rounded = Math.round(score);
  // Math.round(-0.4) is -0, which reads as '0'.
  const sign = rounded < 0 ? '-' : '';
  return sign + String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Spec §9's 'DD MMM YYYY, HH:mm', in UTC and labelled so: the schedule's days and hours are UTC. */
export function formatDateTime(value: string): string {
  const time = parseTimestamp(value);
  return time === undefined ? '-' : `${dayjs.utc(time).format('DD MMM YYYY, HH:mm')} UTC`;
}

/** How long ago (or in how long) `value` is from `now`: 'a few seconds ago', '3 days ago', 'in 2 hours'. */
export function formatRelativeTime(value: string, now: number): string {
  const time = parseTimestamp(value);
  return time === undefined ? '' : dayjs(time).from(now);
}
