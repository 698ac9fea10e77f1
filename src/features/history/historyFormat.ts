import { BONUS_TYPE_LABELS, OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS, DAY_OF_WEEK_LABELS } from '../../domain/enums';
import type { Booster, Tier, TournamentFields, WageringCondition } from '../../domain/tournament';
import { TOURNAMENT_FIELD_LABELS } from '../../domain/tournamentFieldLabels';
import { HISTORY_ACTION_LABELS, type FieldChange, type HistoryEntry } from '../../domain/tournamentHistory';
import type { MessageDescriptor } from '../../i18n/text';
import { formatDateTime } from '../../lib/format';

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

const fieldLabel = (field: string) => TOURNAMENT_FIELD_LABELS[field as keyof TournamentFields]?.defaultMessage ?? field;
const orEmpty = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? EMPTY : String(value));
const shortened = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text);
const withoutTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** Points with their sign: '+10', '-2.5'. */
export const signedPoints = (points: number) => (points > 0 ? `+${points}` : String(points));

const tierText = ({ rank_min, rank_max, bonus }: Tier) =>
  `Ranks ${rank_min}–${rank_max}: ${bonus.name || bonus.code} (${BONUS_TYPE_LABELS[bonus.type].defaultMessage}, ${bonus.code}, value ${bonus.value})`;

const conditionText = ({ platform, min_stake, max_stake, contribution, casino_game_ids }: WageringCondition) =>
  `Platform ${platform} · Min stake ${orEmpty(min_stake)} · Max stake ${orEmpty(max_stake)} · Contribution ${orEmpty(contribution)} · Games ${casino_game_ids.join(', ') || EMPTY}`;

const boosterText = ({ name, multiplier, start_date, end_date, day_of_week, day_of_month }: Booster) =>
  `${name} ×${multiplier} · ${start_date ? formatDateTime(start_date) : 'from the start'} – ${end_date ? formatDateTime(end_date) : 'to the end'}` +
  `${day_of_week === null ? '' : ` · ${DAY_OF_WEEK_LABELS[day_of_week].defaultMessage}`}${day_of_month === null ? '' : ` · day ${day_of_month} of the month`}`;

/** A configuration map's entry ({ score_to_add: 50 }) as its one number. */
const configValueText = (value: unknown) => (typeof value === 'object' && value !== null ? Object.values(value).map(String).join(', ') : String(value));

const ENUM_LABELS: Partial<Record<string, Record<number, MessageDescriptor>>> = {
  score_driver: SCORE_DRIVER_LABELS,
  win_criteria: WIN_CRITERIA_LABELS,
  opt_in_condition: OPT_IN_CONDITION_LABELS,
};

function plainValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return yesNo(value);
  const labels = ENUM_LABELS[field];
  if (labels && typeof value === 'number') return labels[value]?.defaultMessage ?? String(value);
  if (field === 'terms_and_conditions_text' && typeof value === 'string') return shortened(withoutTags(value)) || EMPTY;
  return shortened(String(value));
}

/** The label of what changed: a field, a row of a list, a part of the time configuration, a map's entry or a booster. */
function changeLabel({ field, key, row }: FieldChange): string {
  if (field === 'tiers' && row !== undefined) return `Tier ${row + 1}`;
  if (field === 'wagering_conditions' && row !== undefined) return `Condition ${row + 1}`;
  if (field === 'boosters') return `Booster #${key}`;
  if (field === 'time_configuration' && (key === 'start' || key === 'end')) return `${key === 'start' ? 'Start' : 'End'} (UTC)`;
  if (field === 'time_configuration' && key) return `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return key === undefined ? fieldLabel(field) : `${fieldLabel(field)} · ${key}`;
}

function valueText(change: FieldChange, value: unknown): string {
  if (value === null) return EMPTY;
  if (change.field === 'tiers') return tierText(value as Tier);
  if (change.field === 'wagering_conditions') return conditionText(value as WageringCondition);
  if (change.field === 'boosters') return boosterText(value as Booster);
  if (change.field === 'time_configuration' && (change.key === 'start' || change.key === 'end')) return formatDateTime(String(value));
  if (change.key !== undefined && change.field !== 'time_configuration') return configValueText(value);
  return plainValueText(change.field, value);
}

export const changeLine = (change: FieldChange): ChangeLine => ({ label: changeLabel(change), before: valueText(change, change.before), after: valueText(change, change.after) });

const changeCount = (changes: FieldChange[]) => (changes.length === 1 ? '1 change' : `${changes.length} changes`);

function summaryOf(entry: HistoryEntry): string {
  switch (entry.action) {
    case 'created':
      return `Created “${entry.details.title}”`;
    case 'duplicated':
      return `Created “${entry.details.title}” as a duplicate of tournament ${entry.details.source_id}`;
    case 'updated':
    case 'published':
    case 'summary_video_changed':
    case 'boosters_saved':
    case 'boosters_deleted':
      return entry.details.changes.length === 0 ? `${HISTORY_ACTION_LABELS[entry.action].defaultMessage}, nothing changed` : `${HISTORY_ACTION_LABELS[entry.action].defaultMessage}: ${changeCount(entry.details.changes)}`;
    case 'canceled':
      return 'Canceled';
    case 'completed':
      return `Completed at its end; ${entry.details.prizes === 1 ? '1 prize' : `${entry.details.prizes} prizes`} to send`;
    case 'player_assigned':
      return `Assigned player ${entry.details.player_id}${entry.details.joined ? '' : ' (already on the leaderboard)'}`;
    case 'score_adjusted':
      return `Adjusted player ${entry.details.player_id} by ${signedPoints(entry.details.points)} points: “${entry.details.note}” (total ${entry.details.total_score})`;
    case 'bonus_resent': {
      const { bonus_code, player_id, rank, result, error } = entry.details;
      return `Resent bonus ${bonus_code} to ${player_id} (rank ${rank}): ${result === 'sent' ? 'sent' : `failed: ${error ?? 'no reason given'}`}`;
    }
  }
}

/** What the History tab says of an entry. */
export function describeEntry(entry: HistoryEntry): EntryDescription {
  const changes = 'changes' in entry.details ? entry.details.changes.map(changeLine) : [];
  return { summary: summaryOf(entry), changes };
}
