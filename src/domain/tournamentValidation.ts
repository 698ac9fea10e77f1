/**
 * The validation rules and messages of spec §5, used by the console's form and by the server.
 *
 * Each error names its field as a path into the tournament JSON: property names joined by '.', list
 * items by `[index]`, e.g. `title`, `time_configuration.start`, `tiers[0].rank_max`,
 * `wagering_conditions[1].min_stake`, `bonus_win_amount_ingestion_configuration.B1.win_amount_multiplication_factor`.
 * The weekday rule reports on `time_configuration.day`; rules about a whole list report on the list
 * (`tiers`, `wagering_conditions`). Errors come in form order; a field's first error is the one to show.
 */
import { defineMessages } from '../i18n/defineMessages';
import { messageRef, type MessageDescriptor, type MessageRef, type MessageValues } from '../i18n/text';
import { parseTimestamp, topOfHour } from './dates';
import { ScoreDriver } from './enums';
import { LEADERBOARD_SIZE_MAX } from './inputLimits';
import { WEEKDAYS, type Tier, type TournamentFields, type WageringCondition } from './tournament';

/** The messages of the rules, with the spec's English; the console and the server each put them into words. */
export const TOURNAMENT_VALIDATION_MESSAGES = defineMessages({
  titleRequired: { id: 'domain.tournament.titleRequired', defaultMessage: 'Title required' },
  desktopImageRequired: { id: 'domain.tournament.desktopImageRequired', defaultMessage: 'Desktop image required' },
  mobileImageRequired: { id: 'domain.tournament.mobileImageRequired', defaultMessage: 'Mobile image required' },
  listImageRequired: { id: 'domain.tournament.listImageRequired', defaultMessage: 'List image required' },
  ctaRequired: { id: 'domain.tournament.ctaRequired', defaultMessage: 'CTA required' },
  termsTextRequired: { id: 'domain.tournament.termsTextRequired', defaultMessage: 'T&C text is required if no url provided' },
  webUrl: { id: 'domain.tournament.webUrl', defaultMessage: 'URL should start with http:// or https://' },
  startRequired: { id: 'domain.tournament.startRequired', defaultMessage: 'Start date required' },
  durationTooShort: { id: 'domain.tournament.durationTooShort', defaultMessage: 'Tournament duration is too short' },
  startBeforeCurrentHour: { id: 'domain.tournament.startBeforeCurrentHour', defaultMessage: 'Start date cannot be earlier than the current hour' },
  endRequired: { id: 'domain.tournament.endRequired', defaultMessage: 'End date required' },
  weekdayRequired: { id: 'domain.tournament.weekdayRequired', defaultMessage: 'At least one day of week should be available' },
  maxDepositBelowMin: { id: 'domain.tournament.maxDepositBelowMin', defaultMessage: 'Max deposit amount should be greater than min deposit amount' },
  bonusWinConfigurationRequired: {
    id: 'domain.tournament.bonusWinConfigurationRequired',
    defaultMessage: 'Should be at least one bonus win amount ingestion configuration',
  },
  multiplicationFactorMin: { id: 'domain.tournament.multiplicationFactorMin', defaultMessage: 'Multiplication factor should be at least 1' },
  minStake: { id: 'domain.tournament.minStake', defaultMessage: 'Min stake should be greater than 0' },
  maxStakeBelowMin: { id: 'domain.tournament.maxStakeBelowMin', defaultMessage: 'Max stake should be greater than min stake' },
  contribution: { id: 'domain.tournament.contribution', defaultMessage: 'Contribution should be greater than 0' },
  gameRequired: { id: 'domain.tournament.gameRequired', defaultMessage: 'Should be at least one game in condition' },
  conditionRequired: { id: 'domain.tournament.conditionRequired', defaultMessage: 'Should be at least one wagering condition' },
  leaderboardSize: { id: 'domain.tournament.leaderboardSize', defaultMessage: 'Leaderboard size should be between 1 and {max}' },
  rankBeyondLeaderboard: { id: 'domain.tournament.rankBeyondLeaderboard', defaultMessage: 'Max rank should not be greater than the leaderboard size' },
  minRank: { id: 'domain.tournament.minRank', defaultMessage: 'Min rank should be greater than 0' },
  maxRank: { id: 'domain.tournament.maxRank', defaultMessage: 'Max rank should be greater than 0' },
  maxRankBelowMin: { id: 'domain.tournament.maxRankBelowMin', defaultMessage: 'Max rank should be greater than min rank' },
  bonusCodeRequired: { id: 'domain.tournament.bonusCodeRequired', defaultMessage: 'Bonus code required' },
  bonusNameRequired: { id: 'domain.tournament.bonusNameRequired', defaultMessage: 'Bonus name required' },
  tierRequired: { id: 'domain.tournament.tierRequired', defaultMessage: 'Should be at least one tier' },
  cloneTitle: { id: 'domain.tournament.cloneTitle', defaultMessage: 'Please change the title. It must not end with [Clone]' },
});

const M = TOURNAMENT_VALIDATION_MESSAGES;

/** A rule's verdict on one field: its path and its message, not yet in words (serializable, in any language). */
export interface FieldError {
  field: string;
  message: MessageRef;
}

/** A field's error: its path and its message with the values the message names. */
export const fieldError = (field: string, message: MessageDescriptor, values?: MessageValues): FieldError => ({ field, message: messageRef(message, values) });

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
  const required: Array<[keyof TournamentFields, MessageDescriptor]> = [
    ['title', M.titleRequired],
    ['hero_image_desktop', M.desktopImageRequired],
    ['hero_image_mobile', M.mobileImageRequired],
    ['list_image', M.listImageRequired],
    ['cta_text', M.ctaRequired],
  ];
  const errors = required.filter(([field]) => isBlank(t[field] as string)).map(([field, message]) => fieldError(field, message));
  if (isBlank(t.terms_and_conditions) && isBlankRichText(t.terms_and_conditions_text)) {
    errors.push(fieldError('terms_and_conditions_text', M.termsTextRequired));
  }
  return errors;
}

/**
 * Issue 13 "Bad input": the URLs staff enter reach the player-facing site, so only web addresses are kept:
 * a `javascript:` or `data:` URL would run or embed there, and a relative one would resolve against
 * whichever site shows it.
 */
export const WEB_URL_MESSAGE = M.webUrl;

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
    .map(([field]) => fieldError(field, WEB_URL_MESSAGE));
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
  if (start === undefined) errors.push(fieldError('time_configuration.start', M.startRequired));
  else if (end !== undefined && start >= end) errors.push(fieldError('time_configuration.start', M.durationTooShort));
  else if (groups.beforeGoingLive && start < topOfHour(now).getTime()) {
    errors.push(fieldError('time_configuration.start', M.startBeforeCurrentHour));
  }
  if (end === undefined) errors.push(fieldError('time_configuration.end', M.endRequired));
  if (!WEEKDAYS.some((day) => t.time_configuration[day])) {
    errors.push(fieldError('time_configuration.day', M.weekdayRequired));
  }
  return errors;
}

function driverRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  const errors: FieldError[] = [];
  if (t.score_driver === ScoreDriver.DepositAmount && t.min_deposit_amount !== null && t.max_deposit_amount !== null && t.max_deposit_amount < t.min_deposit_amount) {
    errors.push(fieldError('max_deposit_amount', M.maxDepositBelowMin));
  }
  if (t.score_driver === ScoreDriver.BonusWinAmount) {
    const entries = Object.entries(t.bonus_win_amount_ingestion_configuration);
    if (groups.onCreate && entries.length === 0) {
      errors.push(fieldError('bonus_win_amount_ingestion_configuration', M.bonusWinConfigurationRequired));
    }
    for (const [bonusId, { win_amount_multiplication_factor: factor }] of entries) {
      if (!(factor >= 1)) {
        errors.push(fieldError(`bonus_win_amount_ingestion_configuration.${bonusId}.win_amount_multiplication_factor`, M.multiplicationFactorMin));
      }
    }
  }
  return errors;
}

function wageringConditionRules(condition: WageringCondition, index: number, groups: RuleGroups): FieldError[] {
  const field = (name: string) => `wagering_conditions[${index}].${name}`;
  const errors: FieldError[] = [];
  const minStake = condition.min_stake;
  if (minStake === null || !(minStake >= 1)) errors.push(fieldError(field('min_stake'), M.minStake));
  if (condition.max_stake !== null && minStake !== null && condition.max_stake < minStake) {
    errors.push(fieldError(field('max_stake'), M.maxStakeBelowMin));
  }
  if (condition.contribution === null || !(condition.contribution > 0)) {
    errors.push(fieldError(field('contribution'), M.contribution));
  }
  if (groups.onCreate && condition.casino_game_ids.length === 0) {
    errors.push(fieldError(field('casino_game_ids'), M.gameRequired));
  }
  return errors;
}

/** Wagering conditions only count for the gaming-transactions driver; the form hides them otherwise. */
function wageringRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  if (t.score_driver !== ScoreDriver.GamingTransactions) return [];
  const errors = t.wagering_conditions.flatMap((condition, index) => wageringConditionRules(condition, index, groups));
  if (groups.onCreate && t.wagering_conditions.length === 0) {
    errors.unshift(fieldError('wagering_conditions', M.conditionRequired));
  }
  return errors;
}

/** Beyond the spec: limits the API enforces too (src/domain/inputLimits.ts), here with a message for the form. */
export const LIMIT_MESSAGES = {
  leaderboardSize: M.leaderboardSize,
  rankBeyondLeaderboard: M.rankBeyondLeaderboard,
} as const;

function leaderboardSizeRules(t: TournamentFields): FieldError[] {
  const size = t.leaderboard_size;
  if (size === null || (Number.isInteger(size) && size >= 1 && size <= LEADERBOARD_SIZE_MAX)) return [];
  return [fieldError('leaderboard_size', LIMIT_MESSAGES.leaderboardSize, { max: LEADERBOARD_SIZE_MAX })];
}

/** Prizes go to ranks on the leaderboard: at most its size, or the largest size there may be when unset. */
function tierRules(tier: Tier, index: number, leaderboardSize: number): FieldError[] {
  const field = (name: string) => `tiers[${index}].${name}`;
  const errors: FieldError[] = [];
  if (!(tier.rank_min >= 1)) errors.push(fieldError(field('rank_min'), M.minRank));
  if (!(tier.rank_max >= 1)) errors.push(fieldError(field('rank_max'), M.maxRank));
  else if (tier.rank_max < tier.rank_min) errors.push(fieldError(field('rank_max'), M.maxRankBelowMin));
  else if (tier.rank_max > leaderboardSize) errors.push(fieldError(field('rank_max'), LIMIT_MESSAGES.rankBeyondLeaderboard));
  if (isBlank(tier.bonus.code)) errors.push(fieldError(field('bonus.code'), M.bonusCodeRequired));
  if (isBlank(tier.bonus.name)) errors.push(fieldError(field('bonus.name'), M.bonusNameRequired));
  // The bonus image shows on the player-facing site too.
  errors.push(...webUrlErrors({ [field('bonus.image_url')]: tier.bonus.image_url }));
  return errors;
}

function tiersRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  const errors = t.tiers.flatMap((tier, index) => tierRules(tier, index, t.leaderboard_size ?? LEADERBOARD_SIZE_MAX));
  if (groups.onCreate && t.tiers.length === 0) errors.unshift(fieldError('tiers', M.tierRequired));
  return errors;
}

function publishRules(t: TournamentFields, groups: RuleGroups): FieldError[] {
  if (!groups.beforeGoingLive || !t.title.trim().toLowerCase().endsWith(CLONE_SUFFIX.toLowerCase())) return [];
  return [fieldError('title', M.cloneTitle)];
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
