/**
 * Spec §4 editing rules for the tournament's own fields, as mutations of the working copy (run inside
 * the slice's immer reducers). Each returns the field paths it touched, for live validation.
 */
import { parseTimestamp } from '../../../domain/dates';
import { slugFromTitle } from '../../../domain/slug';
import type { Weekday } from '../../../domain/tournament';
import { toDepositLimit, toNullableNumber, type NumberInput } from './numberInput';
import type { TournamentScalars, WorkingCopy } from './workingCopy';

export type NumberField = 'leaderboard_size' | 'total_item_prizes' | 'free_spins' | 'min_deposit_amount' | 'max_deposit_amount' | 'deposit_amount_multiplication_factor';
export type ConfigName = 'bonus_win_amount_ingestion_configuration' | 'user_role_assignment_score_configuration';
/** Fields with an action of their own (time configuration) or a rule (numbers, the two maps). */
type PlainField = Exclude<keyof TournamentScalars, NumberField | ConfigName | 'time_configuration'>;

/** `editor/fieldChanged`'s payload: a field and a value of that field's type (numbers as typed). */
export type FieldChange = { [Field in PlainField]: { field: Field; value: TournamentScalars[Field] } }[PlainField] | { field: NumberField; value: NumberInput };

const DEPOSIT_LIMITS: ReadonlySet<NumberField> = new Set(['min_deposit_amount', 'max_deposit_amount']);
const DEFAULT_DEPOSIT_FACTOR = 1;

function changeNumber(fields: TournamentScalars, field: NumberField, value: NumberInput): string[] {
  if (DEPOSIT_LIMITS.has(field)) {
    fields[field as 'min_deposit_amount'] = toDepositLimit(value);
    return ['min_deposit_amount', 'max_deposit_amount'];
  }
  if (field === 'deposit_amount_multiplication_factor') fields[field] = toNullableNumber(value) ?? DEFAULT_DEPOSIT_FACTOR;
  else fields[field] = toNullableNumber(value);
  return [field];
}

/** The slug follows the title while it is empty or still the one made from the title. */
function changeTitle(fields: TournamentScalars, title: string): string[] {
  if (fields.slug === '' || fields.slug === slugFromTitle(fields.title)) fields.slug = slugFromTitle(title);
  fields.title = title;
  return ['title', 'slug'];
}

export function changeField({ fields }: WorkingCopy, change: FieldChange): string[] {
  if (change.field === 'title') return changeTitle(fields, change.value);
  if (isNumberChange(change)) return changeNumber(fields, change.field, change.value);
  (fields as Record<PlainField, unknown>)[change.field] = change.value;
  // An empty terms URL makes the text required: the two are judged together.
  if (change.field === 'terms_and_conditions') return ['terms_and_conditions', 'terms_and_conditions_text'];
  return [change.field];
}

const NUMBER_FIELDS: ReadonlySet<string> = new Set<NumberField>([
  'leaderboard_size',
  'total_item_prizes',
  'free_spins',
  'min_deposit_amount',
  'max_deposit_amount',
  'deposit_amount_multiplication_factor',
]);

function isNumberChange(change: FieldChange): change is { field: NumberField; value: NumberInput } {
  return NUMBER_FIELDS.has(change.field);
}

const TIME_PATHS = ['time_configuration.start', 'time_configuration.end'];

/** Moving the start past the end moves the end to the new start. */
export function changeStart({ fields }: WorkingCopy, start: string): string[] {
  const time = fields.time_configuration;
  time.start = start;
  const startAt = parseTimestamp(start);
  const endAt = parseTimestamp(time.end);
  if (startAt !== undefined && endAt !== undefined && startAt > endAt) time.end = start;
  return TIME_PATHS;
}

export function changeEnd({ fields }: WorkingCopy, end: string): string[] {
  fields.time_configuration.end = end;
  return TIME_PATHS;
}

export function toggleWeekday({ fields }: WorkingCopy, day: Weekday): string[] {
  fields.time_configuration[day] = !fields.time_configuration[day];
  return ['time_configuration.day'];
}

export interface ConfigEntryChange {
  config: ConfigName;
  /** The entry's id before this change; null adds an entry. */
  previousId: string | null;
  id: string;
  /** The bonus-win multiplication factor, or the role's score to add. */
  value: NumberInput;
}

const withoutWhitespace = (id: string) => id.replace(/\s+/g, '');

/** `entries` with `entry` under `id`, in the place of `previousId` (a rename keeps the row where it is). */
function replaceEntry<Entry>(entries: Record<string, Entry>, previousId: string | null, id: string, entry: Entry): Record<string, Entry> {
  const result: Record<string, Entry> = {};
  for (const [key, value] of Object.entries(entries)) {
    if (key === previousId) result[id] = entry;
    else if (key !== id) result[key] = value;
  }
  result[id] = entry;
  return result;
}

/** Adds, renames or re-values an entry of one of the two maps; ids lose their whitespace (spec §2 bonus ids). */
export function changeConfigEntry({ fields }: WorkingCopy, { config, previousId, id, value }: ConfigEntryChange): string[] {
  const entryId = withoutWhitespace(id);
  const amount = toNullableNumber(value) ?? 0;
  if (config === 'bonus_win_amount_ingestion_configuration') {
    fields[config] = replaceEntry(fields[config], previousId, entryId, { win_amount_multiplication_factor: amount });
    return [config, `${config}.${entryId}.win_amount_multiplication_factor`];
  }
  fields[config] = replaceEntry(fields[config], previousId, entryId, { score_to_add: amount });
  return [config, `${config}.${entryId}.score_to_add`];
}

export function removeConfigEntry({ fields }: WorkingCopy, { config, id }: { config: ConfigName; id: string }): string[] {
  delete fields[config][id];
  return [config];
}
