/**
 * Spec §5 "Boosters": day of month 1 to 31, day of week none or 0 to 6, dates within the tournament.
 * Fields are paths into the list of boosters being saved, e.g. `[2].day_of_month`.
 */
import { parseTimestamp } from './dates';
import type { Booster, TimeConfiguration } from './tournament';
import type { FieldError } from './tournamentValidation';

export const BOOSTER_MESSAGES = {
  multiplier: 'Multiplier should be greater than 0',
  dayOfMonth: 'Day of month should be between 1 and 31',
  dayOfWeek: 'Day of week should be none or between 0 (Sunday) and 6 (Saturday)',
  invalidDate: 'Booster date is not a valid date',
  outsideTournament: "Booster dates must be within the tournament's start and end",
  endBeforeStart: 'Booster end date cannot be earlier than its start date',
} as const;

const isIntegerBetween = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function dateRules(booster: Booster, field: (name: string) => string, tournament: Pick<TimeConfiguration, 'start' | 'end'>): FieldError[] {
  const errors: FieldError[] = [];
  const tournamentStart = parseTimestamp(tournament.start);
  const tournamentEnd = parseTimestamp(tournament.end);
  const times: Partial<Record<'start_date' | 'end_date', number>> = {};
  for (const name of ['start_date', 'end_date'] as const) {
    if (booster[name] === null) continue;
    const time = parseTimestamp(booster[name]);
    if (time === undefined) errors.push({ field: field(name), message: BOOSTER_MESSAGES.invalidDate });
    else if ((tournamentStart !== undefined && time < tournamentStart) || (tournamentEnd !== undefined && time > tournamentEnd)) {
      errors.push({ field: field(name), message: BOOSTER_MESSAGES.outsideTournament });
    } else times[name] = time;
  }
  if (times.start_date !== undefined && times.end_date !== undefined && times.end_date < times.start_date) {
    errors.push({ field: field('end_date'), message: BOOSTER_MESSAGES.endBeforeStart });
  }
  return errors;
}

function boosterRules(booster: Booster, index: number, tournament: Pick<TimeConfiguration, 'start' | 'end'>): FieldError[] {
  const field = (name: string) => `[${index}].${name}`;
  const errors: FieldError[] = [];
  if (!(booster.multiplier > 0)) errors.push({ field: field('multiplier'), message: BOOSTER_MESSAGES.multiplier });
  if (booster.day_of_week !== null && !isIntegerBetween(booster.day_of_week, 0, 6)) {
    errors.push({ field: field('day_of_week'), message: BOOSTER_MESSAGES.dayOfWeek });
  }
  if (booster.day_of_month !== null && !isIntegerBetween(booster.day_of_month, 1, 31)) {
    errors.push({ field: field('day_of_month'), message: BOOSTER_MESSAGES.dayOfMonth });
  }
  return [...errors, ...dateRules(booster, field, tournament)];
}

/** Errors of every booster of one tournament, checked against that tournament's start and end. */
export function validateBoosters(boosters: readonly Booster[], tournament: Pick<TimeConfiguration, 'start' | 'end'>): FieldError[] {
  return boosters.flatMap((booster, index) => boosterRules(booster, index, tournament));
}
