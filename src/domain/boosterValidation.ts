/**
 * Spec §5 "Boosters": day of month 1 to 31, day of week none or 0 to 6, dates within the tournament.
 * Fields are paths into the list of boosters being saved, e.g. `[2].day_of_month`.
 */
import { defineMessages } from '../i18n/defineMessages';
import { parseTimestamp } from './dates';
import type { Booster, TimeConfiguration } from './tournament';
import { fieldError, type FieldError } from './tournamentValidation';

export const BOOSTER_MESSAGES = defineMessages({
  multiplier: { id: 'domain.booster.multiplier', defaultMessage: 'Multiplier should be greater than 0' },
  dayOfMonth: { id: 'domain.booster.dayOfMonth', defaultMessage: 'Day of month should be between 1 and 31' },
  dayOfWeek: { id: 'domain.booster.dayOfWeek', defaultMessage: 'Day of week should be none or between 0 (Sunday) and 6 (Saturday)' },
  invalidDate: { id: 'domain.booster.invalidDate', defaultMessage: 'Booster date is not a valid date' },
  outsideTournament: { id: 'domain.booster.outsideTournament', defaultMessage: "Booster dates must be within the tournament's start and end" },
  endBeforeStart: { id: 'domain.booster.endBeforeStart', defaultMessage: 'Booster end date cannot be earlier than its start date' },
});

/** What the rules read of a booster. */
export type BoosterRuleFields = Pick<Booster, 'multiplier' | 'start_date' | 'end_date' | 'day_of_week' | 'day_of_month'>;

const isIntegerBetween = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function dateRules(booster: BoosterRuleFields, tournament: Pick<TimeConfiguration, 'start' | 'end'>, field: (name: string) => string): FieldError[] {
  const errors: FieldError[] = [];
  const tournamentStart = parseTimestamp(tournament.start);
  const tournamentEnd = parseTimestamp(tournament.end);
  const times: Partial<Record<'start_date' | 'end_date', number>> = {};
  for (const name of ['start_date', 'end_date'] as const) {
    if (booster[name] === null) continue;
    const time = parseTimestamp(booster[name]);
    if (time === undefined) errors.push(fieldError(field(name), BOOSTER_MESSAGES.invalidDate));
    else if ((tournamentStart !== undefined && time < tournamentStart) || (tournamentEnd !== undefined && time > tournamentEnd)) {
      errors.push(fieldError(field(name), BOOSTER_MESSAGES.outsideTournament));
    } else times[name] = time;
  }
  if (times.start_date !== undefined && times.end_date !== undefined && times.end_date < times.start_date) {
    errors.push(fieldError(field('end_date'), BOOSTER_MESSAGES.endBeforeStart));
  }
  return errors;
}

/** Errors of one booster, checked against its tournament's start and end, each on the field `field` names. */
export function boosterErrors(booster: BoosterRuleFields, tournament: Pick<TimeConfiguration, 'start' | 'end'>, field: (name: string) => string): FieldError[] {
  const errors: FieldError[] = [];
  if (!(booster.multiplier > 0)) errors.push(fieldError(field('multiplier'), BOOSTER_MESSAGES.multiplier));
  if (booster.day_of_week !== null && !isIntegerBetween(booster.day_of_week, 0, 6)) {
    errors.push(fieldError(field('day_of_week'), BOOSTER_MESSAGES.dayOfWeek));
  }
  if (booster.day_of_month !== null && !isIntegerBetween(booster.day_of_month, 1, 31)) {
    errors.push(fieldError(field('day_of_month'), BOOSTER_MESSAGES.dayOfMonth));
  }
  return [...errors, ...dateRules(booster, tournament, field)];
}

/** Errors of every booster of one tournament, checked against that tournament's start and end. */
export function validateBoosters(boosters: readonly BoosterRuleFields[], tournament: Pick<TimeConfiguration, 'start' | 'end'>): FieldError[] {
  return boosters.flatMap((booster, index) => boosterErrors(booster, tournament, (name) => `[${index}].${name}`));
}
