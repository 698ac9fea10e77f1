/**
 * What changed between two versions of a tournament and of its boosters, field by field and in words (not
 * JSON), for the conflict dialog: each side's changes against the version this page loaded.
 */
import { BONUS_TYPE_LABELS, DAY_OF_WEEK_LABELS, OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, TOURNAMENT_STATUS_LABELS, WIN_CRITERIA_LABELS } from '../../../domain/enums';
import { WEEKDAYS, type Booster, type Tier, type Tournament, type WageringCondition } from '../../../domain/tournament';
import { formatDateTime } from '../../../lib/format';

export interface Change {
  /** What changed, as staff call it: 'Title', 'Tier 2', 'Booster Happy hour'. */
  field: string;
  before: string;
  after: string;
}

const NONE = '(none)';

const text = (value: string | number | boolean | null): string => {
  if (value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

/** 'short_description' → 'Short description'. */
const labelOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

const tierText = ({ rank_min, rank_max, bonus }: Tier) =>
  `ranks ${rank_min}–${rank_max}: ${BONUS_TYPE_LABELS[bonus.type].defaultMessage} ${bonus.value}, ${bonus.name || bonus.code || 'no bonus chosen'}${bonus.code ? ` (${bonus.code})` : ''}`;

const conditionText = ({ platform, min_stake, max_stake, contribution, casino_game_ids }: WageringCondition) =>
  `${platform}, stake ${min_stake ?? '–'} to ${max_stake ?? 'any'}, contribution ${contribution ?? '–'}%, games ${casino_game_ids.join(', ') || NONE}`;

const boosterText = ({ multiplier, name, start_date, end_date, day_of_week, day_of_month }: Booster) =>
  [
    `×${multiplier} '${name}'`,
    `from ${start_date ? formatDateTime(start_date) : 'the start'} to ${end_date ? formatDateTime(end_date) : 'the end'}`,
    day_of_week === null ? undefined : `on ${DAY_OF_WEEK_LABELS[day_of_week]?.defaultMessage ?? day_of_week}s`,
    day_of_month === null ? undefined : `on day ${day_of_month} of the month`,
  ]
    .filter(Boolean)
    .join(', ');

/** Rich text as the words it shows. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

const entriesText = (entries: Record<string, object>) =>
  Object.entries(entries)
    .map(([id, value]) => `${id}: ${Object.values(value).join(', ')}`)
    .join('; ');

/** Each field of the tournament as text, in the form's order; lists row by row ('Tier 1', 'Tier 2', ...). */
function describe(tournament: Tournament): Map<string, string> {
  const { time_configuration: time, tiers, wagering_conditions, bonus_win_amount_ingestion_configuration, user_role_assignment_score_configuration } = tournament;
  const described = new Map<string, string>([['Status', TOURNAMENT_STATUS_LABELS[tournament.status].defaultMessage]]);
  const skipped = new Set(['id', 'status', 'version', 'tiers', 'wagering_conditions', 'time_configuration', 'terms_and_conditions_text']);
  for (const [key, value] of Object.entries(tournament)) {
    if (!skipped.has(key) && typeof value !== 'object') described.set(labelOf(key), text(value as string | number | boolean));
    else if (value === null) described.set(labelOf(key), NONE);
  }
  described.set('Score driver', SCORE_DRIVER_LABELS[tournament.score_driver].defaultMessage);
  described.set('Win criteria', tournament.win_criteria === null ? NONE : WIN_CRITERIA_LABELS[tournament.win_criteria].defaultMessage);
  described.set('Opt in condition', OPT_IN_CONDITION_LABELS[tournament.opt_in_condition].defaultMessage);
  described.set('Terms and conditions text', text(plainText(tournament.terms_and_conditions_text)));
  described.set('Start', formatDateTime(time.start));
  described.set('End', formatDateTime(time.end));
  described.set('Days', WEEKDAYS.filter((day) => time[day]).map(labelOf).join(', ') || NONE);
  described.set('Bonus win amount ingestion configuration', text(entriesText(bonus_win_amount_ingestion_configuration)));
  described.set('User role assignment score configuration', text(entriesText(user_role_assignment_score_configuration)));
  tiers.forEach((tier, index) => described.set(`Tier ${index + 1}`, tierText(tier)));
  wagering_conditions.forEach((condition, index) => described.set(`Wagering condition ${index + 1}`, conditionText(condition)));
  return described;
}

function changesBetween(before: Map<string, string>, after: Map<string, string>): Change[] {
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  return fields
    .map((field) => ({ field, before: before.get(field) ?? NONE, after: after.get(field) ?? NONE }))
    .filter((change) => change.before !== change.after);
}

/** The fields of `after` that differ from `before`. */
export const tournamentChanges = (before: Tournament, after: Tournament): Change[] => changesBetween(describe(before), describe(after));

/** Boosters by id (new ones, id 0, each on its own): added, changed and deleted ones. */
export function boosterChanges(before: Booster[], after: Booster[]): Change[] {
  const byId = (boosters: Booster[]) => new Map(boosters.map((booster, index) => [booster.id === 0 ? `new ${index}` : `${booster.id}`, booster]));
  const label = (booster: Booster) => `Booster '${booster.name}'`;
  const [was, is] = [byId(before), byId(after)];
  const keys = [...new Set([...was.keys(), ...is.keys()])];
  return keys.flatMap((key) => {
    const [old, now] = [was.get(key), is.get(key)];
    const change = { field: label((now ?? old)!), before: old ? boosterText(old) : NONE, after: now ? boosterText(now) : '(deleted)' };
    return change.before === change.after ? [] : [change];
  });
}
