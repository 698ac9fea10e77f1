/**
 * What changed between two versions of a tournament and of its boosters, field by field and in words (not
 * JSON), for the conflict dialog: each side's changes against the version this page loaded. The words are
 * those of the language shown (`format`), so the dialog compares what it shows.
 */
import { BONUS_TYPE_LABELS, TOURNAMENT_STATUS_LABELS } from '../../../domain/enums';
import { WEEKDAYS, type Booster, type Tier, type TimeConfiguration, type Tournament, type TournamentFields, type WageringCondition } from '../../../domain/tournament';
import { NOT_TOURNAMENT_FIELDS, tournamentField, type TournamentFieldKind } from '../../../domain/tournamentFieldChanges';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef, type MessageDescriptor, type MessageValues, type Text } from '../../../i18n/text';
import { formatDateTime } from '../../../lib/format';
import { editorMessages } from '../messages';
import { weekdayLabel } from '../weekdayLabels';

export interface Change {
  /** What changed, as staff call it: 'Title', 'Tier 2', 'Booster Happy hour'. */
  field: string;
  before: string;
  after: string;
}

/** Puts a text into words in the language shown. */
export type InWords = (text: Text) => string;

const messages = defineMessages({
  status: { id: 'editor.conflict.status', defaultMessage: 'Status' },
  start: { id: 'editor.conflict.start', defaultMessage: 'Start' },
  end: { id: 'editor.conflict.end', defaultMessage: 'End' },
  condition: { id: 'editor.conflict.condition', defaultMessage: 'Wagering condition {number}' },
  booster: { id: 'editor.conflict.booster', defaultMessage: "Booster ''{name}''" },
  none: { id: 'editor.conflict.none', defaultMessage: '(none)' },
  deleted: { id: 'editor.conflict.deleted', defaultMessage: '(deleted)' },
  tier: { id: 'editor.conflict.tier', defaultMessage: 'ranks {rankMin}–{rankMax}: {bonusType} {value}, {name}{hasCode, select, yes { ({code})} other {}}' },
  noBonus: { id: 'editor.conflict.noBonus', defaultMessage: 'no bonus chosen' },
  wageringCondition: {
    id: 'editor.conflict.wageringCondition',
    defaultMessage:
      '{platform, select, both {both} desktop {desktop} mobile {mobile} other {{platform}}}, stake {minStake} to {maxStake}, contribution {contribution}%, games {games}',
  },
  anyStake: { id: 'editor.conflict.anyStake', defaultMessage: 'any' },
  boosterMultiplier: { id: 'editor.conflict.boosterMultiplier', defaultMessage: "×{multiplier} ''{name}''" },
  boosterDates: { id: 'editor.conflict.boosterDates', defaultMessage: 'from {start} to {end}' },
  tournamentStart: { id: 'editor.conflict.tournamentStart', defaultMessage: 'the start' },
  tournamentEnd: { id: 'editor.conflict.tournamentEnd', defaultMessage: 'the end' },
  boosterDayOfWeek: {
    id: 'editor.conflict.boosterDayOfWeek',
    defaultMessage:
      '{day, select, 0 {on Sundays} 1 {on Mondays} 2 {on Tuesdays} 3 {on Wednesdays} 4 {on Thursdays} 5 {on Fridays} 6 {on Saturdays} other {on {day}s}}',
  },
  boosterDayOfMonth: { id: 'editor.conflict.boosterDayOfMonth', defaultMessage: 'on day {day} of the month' },
});

/**
 * The dialog's names of the fields whose name differs from the form's label (src/domain's description names
 * the others): the names it has always shown.
 */
const OWN_LABELS: Partial<Record<keyof TournamentFields, MessageDescriptor>> = defineMessages({
  cta_text: { id: 'editor.conflict.field.ctaText', defaultMessage: 'Cta text' },
  opt_in_condition: { id: 'editor.conflict.field.optInCondition', defaultMessage: 'Opt in condition' },
  hero_image_desktop: { id: 'editor.conflict.field.heroImageDesktop', defaultMessage: 'Hero image desktop' },
  hero_image_mobile: { id: 'editor.conflict.field.heroImageMobile', defaultMessage: 'Hero image mobile' },
  summary_video_url: { id: 'editor.conflict.field.summaryVideoUrl', defaultMessage: 'Summary video url' },
  terms_and_conditions: { id: 'editor.conflict.field.termsAndConditions', defaultMessage: 'Terms and conditions' },
  is_promoted: { id: 'editor.conflict.field.isPromoted', defaultMessage: 'Is promoted' },
  is_raffle: { id: 'editor.conflict.field.isRaffle', defaultMessage: 'Is raffle' },
  is_obsolete: { id: 'editor.conflict.field.isObsolete', defaultMessage: 'Is obsolete' },
  is_hidden: { id: 'editor.conflict.field.isHidden', defaultMessage: 'Is hidden' },
  bonus_win_amount_ingestion_configuration: {
    id: 'editor.conflict.field.bonusWinAmountIngestionConfiguration',
    defaultMessage: 'Bonus win amount ingestion configuration',
  },
});

/** 'short_description' → 'Short description': a field the API sends that the console does not know. */
const keyAsWords = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** Rich text as the words it shows. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

const entriesText = (entries: Record<string, object>) =>
  Object.entries(entries)
    .map(([id, value]) => `${id}: ${Object.values(value).join(', ')}`)
    .join('; ');

/** The texts of one language: each helper puts a message, or a value, into its words. */
function wordsOf(format: InWords) {
  const say = (message: MessageDescriptor, values?: MessageValues) => format(messageRef(message, values));
  const none = say(messages.none);
  const text = (value: string | number | boolean | null): string => {
    if (value === null || value === '') return none;
    if (typeof value === 'boolean') return say(value ? editorMessages.yes : editorMessages.no);
    return String(value);
  };
  const fieldLabel = (key: string) => {
    const label = OWN_LABELS[key as keyof TournamentFields] ?? tournamentField(key)?.label;
    return label ? say(label) : keyAsWords(key);
  };
  const tierText = ({ rank_min, rank_max, bonus }: Tier) =>
    say(messages.tier, {
      rankMin: rank_min,
      rankMax: rank_max,
      bonusType: say(BONUS_TYPE_LABELS[bonus.type]),
      value: bonus.value,
      name: bonus.name || bonus.code || say(messages.noBonus),
      hasCode: bonus.code ? 'yes' : 'no',
      code: bonus.code,
    });
  const conditionText = ({ platform, min_stake, max_stake, contribution, casino_game_ids }: WageringCondition) =>
    say(messages.wageringCondition, {
      platform,
      minStake: min_stake ?? '–',
      maxStake: max_stake ?? say(messages.anyStake),
      contribution: contribution ?? '–',
      games: casino_game_ids.join(', ') || none,
    });
  const boosterText = ({ multiplier, name, start_date, end_date, day_of_week, day_of_month }: Booster) =>
    [
      say(messages.boosterMultiplier, { multiplier, name }),
      say(messages.boosterDates, {
        start: start_date ? formatDateTime(start_date) : say(messages.tournamentStart),
        end: end_date ? formatDateTime(end_date) : say(messages.tournamentEnd),
      }),
      day_of_week === null ? undefined : say(messages.boosterDayOfWeek, { day: day_of_week }),
      day_of_month === null ? undefined : say(messages.boosterDayOfMonth, { day: day_of_month }),
    ]
      .filter(Boolean)
      .join(', ');
  return { say, none, text, fieldLabel, tierText, conditionText, boosterText };
}

type Words = ReturnType<typeof wordsOf>;

interface Described {
  label: string;
  value: string;
}

/**
 * Where the dialog lists a field by its kind: the single values first (in the tournament's order, with the fields the
 * console does not know), then the rich text, the time configuration, the configuration maps and the lists' rows.
 */
const PLACE: Readonly<Record<TournamentFieldKind, number>> = { text: 0, flag: 0, number: 0, choice: 0, richText: 1, schedule: 2, idMap: 3, tiers: 4, wageringConditions: 4 };
const placeOf = (field: string) => {
  const kind = tournamentField(field)?.kind;
  return kind === undefined ? 0 : PLACE[kind];
};

/** Each field of the tournament as text, as its kind (src/domain's description) shows it; lists row by row ('Tier 1', 'Tier 2', ...); by a key of its own. */
function describe(tournament: Tournament, words: Words): Map<string, Described> {
  const { say, none, text, fieldLabel, tierText, conditionText } = words;
  const described = new Map<string, Described>([['status', { label: say(messages.status), value: say(TOURNAMENT_STATUS_LABELS[tournament.status]) }]]);
  const set = (key: string, value: string, label = fieldLabel(key)) => described.set(key, { label, value });
  const setSchedule = (time: TimeConfiguration) => {
    set('start', formatDateTime(time.start), say(messages.start));
    set('end', formatDateTime(time.end), say(messages.end));
    const days = WEEKDAYS.filter((day) => time[day]).map((day) => say(weekdayLabel(day)));
    set('days', days.join(', ') || none, say(editorMessages.days));
  };
  const fields = Object.keys(tournament).filter((field) => !NOT_TOURNAMENT_FIELDS.has(field));
  for (const field of fields.sort((one, other) => placeOf(one) - placeOf(other))) {
    const value: unknown = tournament[field as keyof Tournament];
    const description = tournamentField(field);
    switch (description?.kind) {
      case 'choice':
        set(field, value === null ? none : say(description.labels[value as number]));
        break;
      case 'richText':
        set(field, text(plainText(value as string)));
        break;
      case 'schedule':
        setSchedule(value as TimeConfiguration);
        break;
      case 'idMap':
        set(field, text(entriesText(value as Record<string, object>)));
        break;
      case 'tiers':
        (value as Tier[]).forEach((tier, index) => set(`tier ${index}`, tierText(tier), say(editorMessages.tier, { number: index + 1 })));
        break;
      case 'wageringConditions':
        (value as WageringCondition[]).forEach((condition, index) => set(`condition ${index}`, conditionText(condition), say(messages.condition, { number: index + 1 })));
        break;
      case 'text':
      case 'flag':
      case 'number':
      case undefined:
        if (value === null || typeof value !== 'object') set(field, text(value as string | number | boolean | null));
    }
  }
  return described;
}

function changesBetween(before: Map<string, Described>, after: Map<string, Described>, none: string): Change[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys
    .map((key) => ({ field: (after.get(key) ?? before.get(key))!.label, before: before.get(key)?.value ?? none, after: after.get(key)?.value ?? none }))
    .filter((change) => change.before !== change.after);
}

/** The fields of `after` that differ from `before`, in words. */
export function tournamentChanges(before: Tournament, after: Tournament, format: InWords): Change[] {
  const words = wordsOf(format);
  return changesBetween(describe(before, words), describe(after, words), words.none);
}

/** Boosters by id (new ones, id 0, each on its own): added, changed and deleted ones, in words. */
export function boosterChanges(before: Booster[], after: Booster[], format: InWords): Change[] {
  const { say, none, boosterText } = wordsOf(format);
  const byId = (boosters: Booster[]) => new Map(boosters.map((booster, index) => [booster.id === 0 ? `new ${index}` : `${booster.id}`, booster]));
  const label = (booster: Booster) => say(messages.booster, { name: booster.name });
  const [was, is] = [byId(before), byId(after)];
  const keys = [...new Set([...was.keys(), ...is.keys()])];
  return keys.flatMap((key) => {
    const [old, now] = [was.get(key), is.get(key)];
    const change = { field: label((now ?? old)!), before: old ? boosterText(old) : none, after: now ? boosterText(now) : say(messages.deleted) };
    return change.before === change.after ? [] : [change];
  });
}
