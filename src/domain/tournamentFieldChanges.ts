/**
 * What each field of a tournament holds, and so how a change of it is found and put into words: the one description
 * that the server's history (server/src/history/fieldChanges.ts), the History tab (features/history/historyFormat.ts)
 * and the conflict dialog (features/editor/conflict/tournamentChanges.ts) read (issue 29). A new field is taught
 * here once, its kind below beside its label in TOURNAMENT_FIELD_LABELS: both are typed by TournamentFields.
 */
import type { MessageDescriptor } from '../i18n/text';
import { OPT_IN_CONDITION_LABELS, SCORE_DRIVER_LABELS, WIN_CRITERIA_LABELS } from './enums';
import type { TournamentFields } from './tournament';
import { TOURNAMENT_FIELD_LABELS } from './tournamentFieldLabels';

/**
 * What a field holds:
 * - `text`: plain text, prizes and pools included as staff wrote them ('€1,000'), shown as written;
 * - `richText`: the terms' HTML, shown as its words;
 * - `flag`: yes or no;
 * - `number`: a count or an exact decimal (a factor, an amount), shown as the API sends it, never rounded;
 * - `choice`: an enum's number, shown by its label (`labels`);
 * - `tiers`, `wageringConditions`: a list whose rows are compared by position;
 * - `schedule`: the time configuration, compared part by part: `start` and `end` are dates (UTC), the weekdays flags;
 * - `idMap`: a configuration map, compared id by id.
 */
export type TournamentFieldKind = 'text' | 'richText' | 'flag' | 'number' | 'choice' | 'tiers' | 'wageringConditions' | 'schedule' | 'idMap';

type Holds = { kind: Exclude<TournamentFieldKind, 'choice'> } | { kind: 'choice'; labels: Readonly<Record<number, MessageDescriptor>> };

export type TournamentFieldDescription = Holds & {
  /** The form's label of the field. */
  label: MessageDescriptor;
  /** What a tournament read without the field holds: an extension field is read only while it is set (manual_payout, issue 28). */
  whenAbsent?: unknown;
};

const text = { kind: 'text' } as const;
const flag = { kind: 'flag' } as const;
const number = { kind: 'number' } as const;

/** Every field of the form, in the API's order. */
const HOLDS: { [Field in keyof TournamentFields]-?: Holds & Pick<TournamentFieldDescription, 'whenAbsent'> } = {
  slug: text,
  title: text,
  short_description: text,
  description: text,
  cta_text: text,
  score_driver: { kind: 'choice', labels: SCORE_DRIVER_LABELS },
  win_criteria: { kind: 'choice', labels: WIN_CRITERIA_LABELS },
  opt_in_condition: { kind: 'choice', labels: OPT_IN_CONDITION_LABELS },
  hero_image_desktop: text,
  hero_image_mobile: text,
  list_image: text,
  summary_video_url: text,
  terms_and_conditions: text,
  terms_and_conditions_text: { kind: 'richText' },
  floor_score: flag,
  is_promoted: flag,
  is_raffle: flag,
  is_obsolete: flag,
  is_hidden: flag,
  leaderboard_size: number,
  award_prizes: text,
  total_item_prizes: number,
  free_spins: number,
  total_pool_prize: text,
  tiers: { kind: 'tiers' },
  wagering_conditions: { kind: 'wageringConditions' },
  time_configuration: { kind: 'schedule' },
  bonus_win_amount_ingestion_configuration: { kind: 'idMap' },
  user_role_assignment_score_configuration: { kind: 'idMap' },
  deposit_amount_multiplication_factor: number,
  min_deposit_amount: number,
  max_deposit_amount: number,
  manual_payout: { ...flag, whenAbsent: false },
};

/** Each field of the form as it is described. */
export const TOURNAMENT_FIELDS = Object.fromEntries(
  Object.entries(HOLDS).map(([field, holds]) => [field, { ...holds, label: TOURNAMENT_FIELD_LABELS[field as keyof TournamentFields] }]),
) as Readonly<Record<keyof TournamentFields, TournamentFieldDescription>>;

/** Read with a tournament, but not fields of the form: publish and cancel have their own entries, every write bumps the version. */
export const NOT_TOURNAMENT_FIELDS: ReadonlySet<string> = new Set(['id', 'status', 'version']);

/** The description of `field`, undefined for a name the console does not know (sent by another API, or recorded by an older server). */
export const tournamentField = (field: string): TournamentFieldDescription | undefined =>
  Object.hasOwn(TOURNAMENT_FIELDS, field) ? TOURNAMENT_FIELDS[field as keyof TournamentFields] : undefined;

/**
 * How a save's changes of a field are told apart: the whole value at once; each row of a list by position (a tier or
 * condition edited, added or removed is one change each); or each key of an object (a part of the time configuration,
 * an id of a configuration map).
 */
export type ChangesCompared = 'whole' | 'byRow' | 'byKey';

export const CHANGES_COMPARED: Readonly<Record<TournamentFieldKind, ChangesCompared>> = {
  text: 'whole',
  richText: 'whole',
  flag: 'whole',
  number: 'whole',
  choice: 'whole',
  tiers: 'byRow',
  wageringConditions: 'byRow',
  schedule: 'byKey',
  idMap: 'byKey',
};

/** The values of the fields a tournament is read without while they hold them (`whenAbsent`). */
export const VALUES_WHEN_ABSENT: Readonly<Partial<TournamentFields>> = Object.fromEntries(
  Object.entries(TOURNAMENT_FIELDS).flatMap(([field, { whenAbsent }]) => (whenAbsent === undefined ? [] : [[field, whenAbsent]])),
);

/** The name of the boosters' changes in a history entry: not a field of the tournament, but saved and recorded with it. */
export const BOOSTERS_FIELD = 'boosters';
