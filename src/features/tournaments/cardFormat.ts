import { DAY_MS } from '../../domain/dates';
import { defineMessages } from '../../i18n/defineMessages';
import type { Text } from '../../i18n/text';
import { internedTexts } from './internedTexts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// Counts are put in as they are ({days}, not #): English shows '1234 days', not '1,234 days'.
const messages = defineMessages({
  runLength: { id: 'tournaments.card.runLength', defaultMessage: '{days, plural, one {{days} day to run} other {{days} days to run}}' },
  ended: { id: 'tournaments.card.ended', defaultMessage: 'Ended' },
  daysLeft: { id: 'tournaments.card.daysLeft', defaultMessage: '{days}d {hours}h left' },
  hoursLeft: { id: 'tournaments.card.hoursLeft', defaultMessage: '{hours}h {minutes}m left' },
  minutesLeft: { id: 'tournaments.card.minutesLeft', defaultMessage: '{minutes}m left' },
  lessThanAMinuteLeft: { id: 'tournaments.card.lessThanAMinuteLeft', defaultMessage: 'Less than a minute left' },
});

const runLength = internedTexts(messages.runLength, (days) => ({ days }));
const daysLeft = internedTexts(messages.daysLeft, (key) => ({ days: Math.floor(key / 24), hours: key % 24 }));
const hoursLeft = internedTexts(messages.hoursLeft, (key) => ({ hours: Math.floor(key / 60), minutes: key % 60 }));
const minutesLeft = internedTexts(messages.minutesLeft, (minutes) => ({ minutes }));

export function formatRunLength(days: number): Text {
  return runLength(days);
}

/** The two largest whole units left until `endTime` ('3d 4h left', '5h 12m left', '12m left'), or 'Ended'; '-' without an end. */
export function formatTimeRemaining(endTime: number | undefined, now: number): Text {
  if (endTime === undefined) return '-';
  const left = endTime - now;
  if (left <= 0) return messages.ended;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return daysLeft(days * 24 + hours);
  if (hours > 0) return hoursLeft(hours * 60 + minutes);
  return minutes > 0 ? minutesLeft(minutes) : messages.lessThanAMinuteLeft;
}
