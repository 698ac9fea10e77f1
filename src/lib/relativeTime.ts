import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { parseTimestamp } from '../domain/dates';

// Apart from format.ts so that pages that only format dates (the list cards) do not bundle dayjs.
dayjs.extend(relativeTime);

/** `time` relative to `now` in dayjs's language: the one shown, which the language saga sets (src/i18n/showLanguagePack.ts), unless a loaded `language` is named. */
function relativeTo(time: number, now: number, language: string | undefined): string {
  const date = dayjs(time);
  return (language === undefined ? date : date.locale(language)).from(now);
}

/**
 * How long ago `value` happened, as of `now`, for a time that cannot lie ahead (a score computed, a bonus sent):
 * one a little ahead of `now` (another machine's clock ahead of the browser's) reads 'a few seconds ago', never
 * 'in a few seconds'.
 */
export function formatTimeAgo(value: string, now: number, language?: string): string {
  const time = parseTimestamp(value);
  return time === undefined ? '' : relativeTo(Math.min(time, now), now, language);
}
