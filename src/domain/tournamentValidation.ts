/**
 * The validation rules and messages of spec §5, used by the console's form and by the server.
 *
 * Each error names its field as a path into the tournament JSON: property names joined by '.', list
 * items by `[index]`, e.g. `title`, `time_configuration.start`, `tiers[0].rank_max`,
 * `wagering_conditions[1].min_stake`, `bonus_win_amount_ingestion_configuration.B1.win_amount_multiplication_factor`.
 * The weekday rule reports on `time_configuration.day`; rules about a whole list report on the list
 * (`tiers`, `wagering_conditions`). Errors come in form order; a field's first error is the one to show.
 */
import { parseTimestamp, topOfHour } from './dates';
import { ScoreDriver } from './enums';
import { LEADERBOARD_SIZE_MAX } from './inputLimits';
import { WEEKDAYS, type Tier, type TournamentFields, type WageringCondition } from './tournament';

export interface FieldError {
  field: string;
  message: string;
}

/** create: PUT of a new tournament; update: Save of a draft; publish: Save with status In Progress. */
export type ValidationMode = 'create' | 'update' | 'publish';

interface RuleGroups {
  /** §5 "On create": at least one tier, condition, game, bonus-win configuration. */
  onCreate: boolean;
  /** §5 date rule and §4 publish rule: start not before the current hour, title not ending in [Clone]. */
  beforeGoingLive: boolean;
}

/**
 * Which rules beyond "All tournaments" each mode applies: the one place to change what Create, Save and
 * Publish check. Save of a draft may hold a half-built tournament; whatever it holds is checked on
 * publish. The start-time rule waits for publish so that a draft, or a duplicate of an old
 * tournament, is never blocked merely because time passed.
 */
const RULE_GROUPS: Record<ValidationMode, RuleGroups> = {
  create: { onCreate: true, beforeGoingLive: false },
  update: { onCreate: false, beforeGoingLive: false },
  publish: { onCreate: true, beforeGoingLive: true },
};

export const CLONE_SUFFIX = '[Clone]';

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';
/** Rich text counts as empty when it has no text outside its tags (the editor's empty value is `<p><br></p>`). */
const isBlankRichText = (html: string) => isBlank(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));

function requiredTexts(t: TournamentFields): FieldError[] {
  const required: Array<[keyof TournamentFields, string]> = [
    ['title', 'Title required'],
    ['hero_image_desktop', 'Desktop image required'],
    ['hero_image_mobile', 'Mobile image required'],
    ['list_image', 'List image required'],
    ['cta_text', 'CTA required'],
  ];
  const errors = required.filter(([field]) => isBlank(t[field] as string)).map(([field, message]) => ({ field, message }));
  if (isBlank(t.terms_and_conditions) && isBlankRichText(t.terms_and_conditions_text)) {
    errors.push({ field: 'terms_and_conditions_text', message: 'T&C text is required if no url provided' });
  }
  return errors;
}

/**
 * Issue 13 "Bad input": the URLs staff enter reach the player-facing site, so only web addresses are kept:
 * a `javascript:` or `data:` URL would run or embed there, and a relative one would resolve against
 * whichever site shows it.
 */
export const WEB_URL_MESSAGE = 'URL should start with http:// or https://';

/** An absolute http(s) URL with a host, written out as such (not `http:host`, which URL would also read). */
export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** The error of each non-blank URL that is not a web URL, by field path; a blank one is left to the required rules. */
export function webUrlErrors(urls: Record<string, string>): FieldError[] {
  return Object.entries(urls)
    .filter(([, url]) => url.trim() !== '' && !isWebUrl(url))
    .map(([field]) => ({ field, message: WEB_URL_MESSAGE }));
}

/** The URLs of spec §3 "Tournament" (a tier's bonus image is checked with its tier). */
function urlRules(t: TournamentFields): FieldError[] {
  return webUrlErrors({
    hero_image_desktop: t.hero_image_desktop,
    hero_image_mobile: t.hero_image_mobile,
    list_image: t.list_image,
    summary_video_url: t.summary_video_url,
    terms_and_conditions: t.terms_and_conditions,
  });
}

function timeRules(t: TournamentFields, now: Date, groups: RuleGroups): FieldError[] {
  const errors: FieldError[] = [];
  const start = parseTimestamp(t.time_configuration.start);
  const end = parseTimestamp(t.time_configuration.end);
  if (start === undefined) errors.push({ field: 'time_configuration.start', message: 'Start date required' });
  else if (end !== undefined && start >= end) errors.push({ field: 'time_configuration.start', message: 'Tournament duration is too short' });
  else if (groups.beforeGoingLive && start < topOfHour(now).getTime()) {
    errors.push({ field: 'time_configuration.start', message: 'Start date cannot be earlier than the current hour' });
  }
  if (end === undefined) errors.push({ field: 'time_configuration.end', message: 'End date required' });
  if (!WEEKDAYS.some((day) => t.time_configuration[day])) {
    errors.push({ field: 'time_configuration.day', message: 'At least one day of week should be available' });
  }
  return errors;
}

function driverRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  const errors: FieldError[] = [];
  if (t.score_driver === ScoreDriver.DepositAmount && t.min_deposit_amount !== null && t.max_deposit_amount !== null && t.max_deposit_amount < t.min_deposit_amount) {
    errors.push({ field: 'max_deposit_amount', message: 'Max deposit amount should be greater than min deposit amount' });
  }
  if (t.score_driver === ScoreDriver.BonusWinAmount) {
    const entries = Object.entries(t.bonus_win_amount_ingestion_configuration);
    if (groups.onCreate && entries.length === 0) {
      errors.push({ field: 'bonus_win_amount_ingestion_configuration', message: 'Should be at least one bonus win amount ingestion configuration' });
    }
    for (const [bonusId, { win_amount_multiplication_factor: factor }] of entries) {
      if (!(factor >= 1)) {
        errors.push({
          field: `bonus_win_amount_ingestion_configuration.${bonusId}.win_amount_multiplication_factor`,
          message: 'Multiplication factor should be at least 1',
        });
      }
    }
  }
  return errors;
}

function wageringConditionRules(condition: WageringCondition, index: number, groups: RuleGroups): FieldError[] {
  const field = (name: string) => `wagering_conditions[${index}].${name}`;
  const errors: FieldError[] = [];
  const minStake = condition.min_stake;
  if (minStake === null || !(minStake >= 1)) errors.push({ field: field('min_stake'), message: 'Min stake should be greater than 0' });
  if (condition.max_stake !== null && minStake !== null && condition.max_stake < minStake) {
    errors.push({ field: field('max_stake'), message: 'Max stake should be greater than min stake' });
  }
  if (condition.contribution === null || !(condition.contribution > 0)) {
    errors.push({ field: field('contribution'), message: 'Contribution should be greater than 0' });
  }
  if (groups.onCreate && condition.casino_game_ids.length === 0) {
    errors.push({ field: field('casino_game_ids'), message: 'Should be at least one game in condition' });
  }
  return errors;
}

/** Wagering conditions only count for the gaming-transactions driver; the form hides them otherwise. */
function wageringRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  if (t.score_driver !== ScoreDriver.GamingTransactions) return [];
  const errors = t.wagering_conditions.flatMap((condition, index) => wageringConditionRules(condition, index, groups));
  if (groups.onCreate && t.wagering_conditions.length === 0) {
    errors.unshift({ field: 'wagering_conditions', message: 'Should be at least one wagering condition' });
  }
  return errors;
}

/** Beyond the spec: limits the API enforces too (src/domain/inputLimits.ts), here with a message for the form. */
export const LIMIT_MESSAGES = {
  leaderboardSize: `Leaderboard size should be between 1 and ${LEADERBOARD_SIZE_MAX}`,
  rankBeyondLeaderboard: 'Max rank should not be greater than the leaderboard size',
} as const;

function leaderboardSizeRules(t: TournamentFields): FieldError[] {
  const size = t.leaderboard_size;
  if (size === null || (Number.isInteger(size) && size >= 1 && size <= LEADERBOARD_SIZE_MAX)) return [];
  return [{ field: 'leaderboard_size', message: LIMIT_MESSAGES.leaderboardSize }];
}

/** Prizes go to ranks on the leaderboard: at most its size, or the largest size there may be when unset. */
function tierRules(tier: Tier, index: number, leaderboardSize: number): FieldError[] {
  const field = (name: string) => `tiers[${index}].${name}`;
  const errors: FieldError[] = [];
  if (!(tier.rank_min >= 1)) errors.push({ field: field('rank_min'), message: 'Min rank should be greater than 0' });
  if (!(tier.rank_max >= 1)) errors.push({ field: field('rank_max'), message: 'Max rank should be greater than 0' });
  else if (tier.rank_max < tier.rank_min) errors.push({ field: field('rank_max'), message: 'Max rank should be greater than min rank' });
  else if (tier.rank_max > leaderboardSize) errors.push({ field: field('rank_max'), message: LIMIT_MESSAGES.rankBeyondLeaderboard });
  if (isBlank(tier.bonus.code)) errors.push({ field: field('bonus.code'), message: 'Bonus code required' });
  if (isBlank(tier.bonus.name)) errors.push({ field: field('bonus.name'), message: 'Bonus name required' });
  // The bonus image shows on the player-facing site too.
  errors.push(...webUrlErrors({ [field('bonus.image_url')]: tier.bonus.image_url }));
  return errors;
}

function tiersRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  const errors = t.tiers.flatMap((tier, index) => tierRules(tier, index, t.leaderboard_size ?? LEADERBOARD_SIZE_MAX));
  if (groups.onCreate && t.tiers.length === 0) errors.unshift({ field: 'tiers', message: 'Should be at least one tier' });
  return errors;
}

function publishRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  if (!groups.beforeGoingLive || !t.title.trim().toLowerCase().endsWith(CLONE_SUFFIX.toLowerCase())) return [];
  return [{ field: 'title', message: 'Please change the title. It must not end with [Clone]' }];
}

/** Every rule the mode applies; an empty list means valid. `now` is only read by publish's start rule. */
export function validateTournament(t: TournamentFields, options: { mode: ValidationMode; now: Date }): FieldError[] {
  const groups = RULE_GROUPS[options.mode];
  return [
    ...requiredTexts(t),
    ...urlRules(t),
    ...publishRules(t, groups),
    ...leaderboardSizeRules(t),
    ...timeRules(t, options.now, groups),
    ...driverRules(t, groups),
    ...wageringRules(t, groups),
    ...tiersRules(t, groups),
  ];
}
