import { BONUS_TYPE_LABELS, DAY_OF_WEEK_LABELS } from '../../domain/enums';
import { WEEKDAY_BY_UTC_DAY, type Booster, type Tier, type WageringCondition, type Weekday } from '../../domain/tournament';
import { BOOSTERS_FIELD, tournamentField } from '../../domain/tournamentFieldChanges';
import { HISTORY_ACTION_LABELS, type FieldChange, type HistoryEntry } from '../../domain/tournamentHistory';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type MessageDescriptor, type MessageValues, type Text } from '../../i18n/text';
import { formatDateTime } from '../../lib/format';

const messages = defineMessages({
  yes: { id: 'history.value.yes', defaultMessage: 'Yes' },
  no: { id: 'history.value.no', defaultMessage: 'No' },
  tier: { id: 'history.value.tier', defaultMessage: 'Ranks {rankMin}–{rankMax}: {prize} ({bonusType}, {code}, value {value})' },
  condition: {
    id: 'history.value.condition',
    defaultMessage: 'Platform {platform} · Min stake {minStake} · Max stake {maxStake} · Contribution {contribution} · Games {games}',
  },
  booster: { id: 'history.value.booster', defaultMessage: '{name} ×{multiplier} · {start} – {end}' },
  fromTheStart: { id: 'history.value.fromTheStart', defaultMessage: 'from the start' },
  toTheEnd: { id: 'history.value.toTheEnd', defaultMessage: 'to the end' },
  dayOfMonth: { id: 'history.value.dayOfMonth', defaultMessage: 'day {day} of the month' },
  tierLabel: { id: 'history.label.tier', defaultMessage: 'Tier {number}' },
  conditionLabel: { id: 'history.label.condition', defaultMessage: 'Condition {number}' },
  boosterLabel: { id: 'history.label.booster', defaultMessage: 'Booster #{id}' },
  startLabel: { id: 'history.label.start', defaultMessage: 'Start (UTC)' },
  endLabel: { id: 'history.label.end', defaultMessage: 'End (UTC)' },
  created: { id: 'history.summary.created', defaultMessage: 'Created “{title}”' },
  duplicated: { id: 'history.summary.duplicated', defaultMessage: 'Created “{title}” as a duplicate of tournament {sourceId}' },
  unchanged: { id: 'history.summary.unchanged', defaultMessage: '{action}, nothing changed' },
  changed: { id: 'history.summary.changed', defaultMessage: '{action}: {count, plural, one {1 change} other {{count} changes}}' },
  canceledBecause: { id: 'history.summary.canceledBecause', defaultMessage: '{action}: “{reason}”' },
  completed: { id: 'history.summary.completed', defaultMessage: 'Completed at its end; {prizes, plural, one {1 prize} other {{prizes} prizes}} to send' },
  completedInReview: { id: 'history.summary.completedInReview', defaultMessage: 'Completed at its end; its prizes wait for review before they are sent' },
  disqualified: { id: 'history.summary.disqualified', defaultMessage: 'Disqualified player {playerId} (rank {rank}, score {total}): “{reason}”' },
  payoutApproved: { id: 'history.summary.payoutApproved', defaultMessage: 'Approved the payout: {prizes, plural, one {1 prize} other {{prizes} prizes}} to send' },
  assigned: { id: 'history.summary.assigned', defaultMessage: 'Assigned player {playerId}' },
  assignedAlready: { id: 'history.summary.assignedAlready', defaultMessage: 'Assigned player {playerId} (already on the leaderboard)' },
  invited: {
    id: 'history.summary.invited',
    defaultMessage:
      'Invited {total, plural, one {# player} other {# players}}: {joined} joined the leaderboard ({notSeen} of them not seen by the platform yet), {already} already on it',
  },
  invitedWithDisqualified: {
    id: 'history.summary.invitedWithDisqualified',
    defaultMessage:
      'Invited {total, plural, one {# player} other {# players}}: {joined} joined the leaderboard ({notSeen} of them not seen by the platform yet), {already} already on it, {disqualified} disqualified',
  },
  // count: what other languages' plural forms go by ('points' carries the sign).
  adjusted: { id: 'history.summary.adjusted', defaultMessage: 'Adjusted player {playerId} by {count, plural, other {{points} points}}: “{note}” (total {total})' },
  resentSent: { id: 'history.summary.resentSent', defaultMessage: 'Resent bonus {code} to {playerId} (rank {rank}): sent' },
  resentFailed: { id: 'history.summary.resentFailed', defaultMessage: 'Resent bonus {code} to {playerId} (rank {rank}): failed: {error}' },
  codeReplaced: { id: 'history.summary.codeReplaced', defaultMessage: 'Gave {playerId} (rank {rank}) bonus {to} instead of {from}, which cannot be sent' },
  noReason: { id: 'history.summary.noReason', defaultMessage: 'no reason given' },
});

/** Puts a text into words in the language shown: useFormatText's, or inEnglish in tests. */
export type FormatText = (text: Text) => string;

/** One changed value as the History tab shows it: the form's label, then the value before and after. */
export interface ChangeLine {
  label: string;
  before: string;
  after: string;
}

/** An entry in words: what happened, and the values it changed (none for most actions). */
export interface EntryDescription {
  summary: string;
  changes: ChangeLine[];
}

const EMPTY = '—';
const LONG_TEXT = 120;

/** The form's label of a field; a name the console does not know, as it is. */
const fieldLabel = (field: string): Text => tournamentField(field)?.label ?? field;
const orEmpty = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? EMPTY : String(value));
const shortened = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text);
const withoutTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
/** Points with their sign: '+10', '-2.5'. */
export const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));
/** A weekday of the time configuration ('monday') by the label of its day. */
const weekdayLabel = (key: string): Text | undefined => DAY_OF_WEEK_LABELS[WEEKDAY_BY_UTC_DAY.indexOf(key as Weekday)];

/** A message of this file in words. */
const say = (format: FormatText, descriptor: MessageDescriptor, values?: MessageValues) => format(messageRef(descriptor, values));

function tierText({ rank_min, rank_max, bonus }: Tier, format: FormatText): string {
  const bonusType = format(BONUS_TYPE_LABELS[bonus.type]);
  return say(format, messages.tier, { rankMin: rank_min, rankMax: rank_max, prize: bonus.name || bonus.code, bonusType, code: bonus.code, value: bonus.value });
}

const conditionText = ({ platform, min_stake, max_stake, contribution, casino_game_ids }: WageringCondition, format: FormatText) =>
  say(format, messages.condition, {
    platform,
    minStake: orEmpty(min_stake),
    maxStake: orEmpty(max_stake),
    contribution: orEmpty(contribution),
    games: casino_game_ids.join(', ') || EMPTY,
  });

function boosterText({ name, multiplier, start_date, end_date, day_of_week, day_of_month }: Booster, format: FormatText): string {
  const start = start_date ? formatDateTime(start_date) : say(format, messages.fromTheStart);
  const end = end_date ? formatDateTime(end_date) : say(format, messages.toTheEnd);
  return [
    say(format, messages.booster, { name, multiplier, start, end }),
    ...(day_of_week === null ? [] : [format(DAY_OF_WEEK_LABELS[day_of_week])]),
    ...(day_of_month === null ? [] : [say(format, messages.dayOfMonth, { day: day_of_month })]),
  ].join(' · ');
}

/** A configuration map's entry ({ score_to_add: 50 }) as its one number. */
const configValueText = (value: unknown) => (typeof value === 'object' && value !== null ? Object.values(value).map(String).join(', ') : String(value));

function plainValueText(value: unknown, format: FormatText): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return say(format, value ? messages.yes : messages.no);
  return shortened(String(value));
}

/** The label of what changed: a field, a row of a list, a part of the time configuration, a map's entry or a booster. */
function changeLabel({ field, key, row }: FieldChange, format: FormatText): string {
  if (field === BOOSTERS_FIELD) return say(format, messages.boosterLabel, { id: key ?? '' });
  const kind = tournamentField(field)?.kind;
  if (kind === 'tiers' && row !== undefined) return say(format, messages.tierLabel, { number: row + 1 });
  if (kind === 'wageringConditions' && row !== undefined) return say(format, messages.conditionLabel, { number: row + 1 });
  if (kind === 'schedule' && (key === 'start' || key === 'end')) return say(format, key === 'start' ? messages.startLabel : messages.endLabel);
  if (kind === 'schedule' && key) return format(weekdayLabel(key) ?? `${key.charAt(0).toUpperCase()}${key.slice(1)}`);
  return key === undefined ? format(fieldLabel(field)) : `${format(fieldLabel(field))} · ${key}`;
}

/** A value before or after, as the kind of its field (src/domain's description) shows it. */
function valueText(change: FieldChange, value: unknown, format: FormatText): string {
  if (value === null) return EMPTY;
  if (change.field === BOOSTERS_FIELD) return boosterText(value as Booster, format);
  const described = tournamentField(change.field);
  switch (described?.kind) {
    case 'tiers':
      return tierText(value as Tier, format);
    case 'wageringConditions':
      return conditionText(value as WageringCondition, format);
    case 'schedule':
      return change.key === 'start' || change.key === 'end' ? formatDateTime(String(value)) : plainValueText(value, format);
    case 'choice': {
      const label = typeof value === 'number' ? described.labels[value] : undefined;
      return label === undefined ? plainValueText(value, format) : format(label);
    }
    case 'richText':
      return typeof value === 'string' ? shortened(withoutTags(value)) || EMPTY : plainValueText(value, format);
    case 'text':
    case 'flag':
    case 'number':
    case 'idMap':
    case undefined:
      return change.key === undefined ? plainValueText(value, format) : configValueText(value);
  }
}

/** One changed value in words. */
export const changeLine = (change: FieldChange, format: FormatText): ChangeLine => ({
  label: changeLabel(change, format),
  before: valueText(change, change.before, format),
  after: valueText(change, change.after, format),
});

function summaryOf(entry: HistoryEntry, format: FormatText): string {
  const action = format(HISTORY_ACTION_LABELS[entry.action]);
  switch (entry.action) {
    case 'created':
      return say(format, messages.created, { title: entry.details.title });
    case 'duplicated':
      return say(format, messages.duplicated, { title: entry.details.title, sourceId: entry.details.source_id });
    case 'updated':
    case 'published':
    case 'summary_video_changed':
    case 'boosters_saved':
    case 'series_updated':
    case 'boosters_deleted': {
      const count = entry.details.changes.length;
      return count === 0 ? say(format, messages.unchanged, { action }) : say(format, messages.changed, { action, count });
    }
    case 'canceled':
      return entry.details.reason ? say(format, messages.canceledBecause, { action, reason: entry.details.reason }) : action;
    case 'series_published':
    case 'series_dropped':
      return action;
    case 'completed':
      return entry.details.review ? say(format, messages.completedInReview) : say(format, messages.completed, { prizes: entry.details.prizes });
    case 'player_disqualified': {
      const { player_id, rank, total_score, reason } = entry.details;
      return say(format, messages.disqualified, { playerId: player_id, rank, total: total_score, reason });
    }
    case 'payout_approved':
      return say(format, messages.payoutApproved, { prizes: entry.details.prizes });
    case 'player_assigned':
      return say(format, entry.details.joined ? messages.assigned : messages.assignedAlready, { playerId: entry.details.player_id });
    case 'players_invited': {
      const { invited, already_on_board, not_seen, disqualified = 0 } = entry.details;
      const counts = { total: invited + already_on_board + not_seen + disqualified, joined: invited + not_seen, notSeen: not_seen, already: already_on_board, disqualified };
      return say(format, disqualified > 0 ? messages.invitedWithDisqualified : messages.invited, counts);
    }
    case 'score_adjusted': {
      const { player_id, points, note, total_score } = entry.details;
      return say(format, messages.adjusted, { playerId: player_id, points: signedPoints(points), count: points, note, total: total_score });
    }
    case 'bonus_resent': {
      const { bonus_code, player_id, rank, result, error } = entry.details;
      const resent = { code: bonus_code, playerId: player_id, rank };
      return result === 'sent' ? say(format, messages.resentSent, resent) : say(format, messages.resentFailed, { ...resent, error: error ?? say(format, messages.noReason) });
    }
    case 'bonus_code_replaced': {
      const { player_id, rank, from, to } = entry.details;
      return say(format, messages.codeReplaced, { playerId: player_id, rank, from, to });
    }
  }
}

/** What the History tab says of an entry, in the language of `format`. */
export function describeEntry(entry: HistoryEntry, format: FormatText): EntryDescription {
  const changes = 'changes' in entry.details ? entry.details.changes.map((change) => changeLine(change, format)) : [];
  return { summary: summaryOf(entry, format), changes };
}
