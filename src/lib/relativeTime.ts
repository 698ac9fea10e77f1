import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { parseTimestamp } from '../domain/dates';

// Apart from format.ts so that pages that only format dates (the list cards) do not bundle dayjs.
dayjs.extend(relativeTime);

/** How long ago (or in how long) `value` is from `now`: 'a few seconds ago', '3 days ago', 'in 2 hours'. */
export function formatRelativeTime(value: string, now: number): string {
  const time = parseTimestamp(value);
  return time === undefined ? '' : dayjs(time).from(now);
}
