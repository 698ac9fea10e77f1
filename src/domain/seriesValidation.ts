/**
 * A series' checks (issue 28): its rule's, then its next instance's as a published tournament's would be (the
 * template with the instance's window, its boosters moved with it), so that no instance the series creates could not
 * have been published by hand. Errors name their fields under `recurrence`, `template` and `boosters`.
 */
import { boosterShifted } from './duplicateWindow';
import { validateBoosters } from './boosterValidation';
import { parseTimestamp } from './dates';
import type { SeriesBody } from './series';
import { nextStart, SERIES_MESSAGES, validateRecurrence } from './seriesRecurrence';
import type { TournamentFields } from './tournament';
import { fieldError, validateTournament, type FieldError } from './tournamentValidation';

const MINUTE_MS = 60_000;

/** The template as the instance starting at `start` has it: its window, and the shift its boosters move by. */
export function instanceOf(body: SeriesBody, start: Date): { fields: TournamentFields; shift: number } {
  const { template, recurrence } = body;
  const end = new Date(start.getTime() + recurrence.duration_minutes * MINUTE_MS);
  const shift = start.getTime() - (parseTimestamp(template.time_configuration.start) ?? start.getTime());
  const fields = { ...template, time_configuration: { ...template.time_configuration, start: start.toISOString(), end: end.toISOString() } };
  return { fields, shift };
}

/** An error of a part of the body, named under that part: `template.title`, `boosters[0].multiplier`. */
const under =
  (parent: string) =>
  (error: FieldError): FieldError => ({ ...error, field: error.field.startsWith('[') ? `${parent}${error.field}` : `${parent}.${error.field}` });

export function validateSeries(body: SeriesBody, now: Date): FieldError[] {
  const ruleErrors = validateRecurrence(body.recurrence);
  if (ruleErrors.length > 0) return ruleErrors;
  const start = nextStart(body.recurrence, now);
  if (!start) return [fieldError('recurrence.until', SERIES_MESSAGES.noStartLeft)];
  if (parseTimestamp(body.template.time_configuration.start) === undefined) return validateTournament(body.template, { mode: 'publish', now }).map(under('template'));
  const { fields, shift } = instanceOf(body, start);
  const boosters = body.boosters.map((booster) => boosterShifted({ ...booster, id: 0, tournament_id: 0 }, shift));
  return [...validateTournament(fields, { mode: 'publish', now }).map(under('template')), ...validateBoosters(boosters, fields.time_configuration).map(under('boosters'))];
}
