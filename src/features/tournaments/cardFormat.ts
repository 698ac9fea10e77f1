import { DAY_MS } from '../../domain/dates';
import { TOURNAMENT_STATUS_LABELS, TournamentStatus } from '../../domain/enums';
import { defineMessages } from '../../i18n/defineMessages';
import type { MessageDescriptor, Text } from '../../i18n/text';
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
  startsInDays: { id: 'tournaments.card.startsInDays', defaultMessage: 'Starts in {days}d {hours}h' },
  startsInHours: { id: 'tournaments.card.startsInHours', defaultMessage: 'Starts in {hours}h {minutes}m' },
  startsInMinutes: { id: 'tournaments.card.startsInMinutes', defaultMessage: 'Starts in {minutes}m' },
  startsInLessThanAMinute: { id: 'tournaments.card.startsInLessThanAMinute', defaultMessage: 'Starts in less than a minute' },
});

const runLength = internedTexts(messages.runLength, (days) => ({ days }));
/** A duration's texts by its two largest whole units: days and hours, hours and minutes, minutes, under a minute. */
interface DurationTexts {
  days: (hoursInAll: number) => Text;
  hours: (minutesInAll: number) => Text;
  minutes: (minutes: number) => Text;
  underAMinute: Text;
}

const durationTexts = (days: MessageDescriptor, hours: MessageDescriptor, minutes: MessageDescriptor, underAMinute: MessageDescriptor): DurationTexts => ({
  days: internedTexts(days, (key) => ({ days: Math.floor(key / 24), hours: key % 24 })),
  hours: internedTexts(hours, (key) => ({ hours: Math.floor(key / 60), minutes: key % 60 })),
  minutes: internedTexts(minutes, (count) => ({ minutes: count })),
  underAMinute,
});

const LEFT = durationTexts(messages.daysLeft, messages.hoursLeft, messages.minutesLeft, messages.lessThanAMinuteLeft);
const STARTS_IN = durationTexts(messages.startsInDays, messages.startsInHours, messages.startsInMinutes, messages.startsInLessThanAMinute);

/** `duration` (> 0 ms) by its two largest whole units ('3d 4h', '5h 12m', '12m'), in `texts`. */
function twoLargestUnits(duration: number, texts: DurationTexts): Text {
  const days = Math.floor(duration / DAY_MS);
  const hours = Math.floor((duration % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((duration % HOUR_MS) / MINUTE_MS);
  if (days > 0) return texts.days(days * 24 + hours);
  if (hours > 0) return texts.hours(hours * 60 + minutes);
  return minutes > 0 ? texts.minutes(minutes) : texts.underAMinute;
}

export function formatRunLength(days: number): Text {
  return runLength(days);
}

/** The two largest whole units left until `endTime` ('3d 4h left', '5h 12m left', '12m left'), or 'Ended'; '-' without an end. */
export function formatTimeRemaining(endTime: number | undefined, now: number): Text {
  if (endTime === undefined) return '-';
  const left = endTime - now;
  return left <= 0 ? messages.ended : twoLargestUnits(left, LEFT);
}

/**
 * How long until `startTime` by the same two largest units ('Starts in 1d 4h'): what a tournament not started yet
 * says of its start (the tournament page's heading, issue 27); undefined once it has started.
 */
export function formatStartsIn(startTime: number, now: number): Text | undefined {
  const wait = startTime - now;
  return wait > 0 ? twoLargestUnits(wait, STARTS_IN) : undefined;
}

/**
 * A card's one time fact, defined once for every list (issue 27): 'Starts in 1d 4h' before the start (a Scheduled
 * card counted to its end), '3d 4h left' until the end, 'Ended' after it, and 'Canceled' for a canceled tournament,
 * whose window no longer counts.
 */
export function formatCardTiming(canceled: boolean, startTime: number | undefined, endTime: number | undefined, now: number): Text {
  if (canceled) return TOURNAMENT_STATUS_LABELS[TournamentStatus.Canceled];
  return (startTime === undefined ? undefined : formatStartsIn(startTime, now)) ?? formatTimeRemaining(endTime, now);
}
