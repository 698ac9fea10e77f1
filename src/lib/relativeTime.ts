import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { parseTimestamp } from '../domain/dates';

// Apart from format.ts so that pages that only format dates (the list cards) do not bundle dayjs.
dayjs.extend(relativeTime);

/**
 * How long ago (or in how long) `value` is from `now`: 'a few seconds ago', '3 days ago', 'in 2 hours'; in
 * Romanian 'acum câteva secunde', 'acum 3 zile', 'peste 2 ore'. In dayjs's language: the one shown, which the
 * language saga sets (src/i18n/showLanguagePack.ts), unless a loaded `language` is named.
 */
export function formatRelativeTime(value: string, now: number, language?: string): string {
  const time = parseTimestamp(value);
  if (time === undefined) return '';
  const date = dayjs(time);
  return (language === undefined ? date : date.locale(language)).from(now);
}
