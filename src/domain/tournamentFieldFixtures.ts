/** For tests of what reads src/domain's description of a tournament's fields: a change of each field. */
import type { TournamentFields } from './tournament';
import { newTier, newWageringCondition } from './tournamentDefaults';
import { TOURNAMENT_FIELDS } from './tournamentFieldChanges';

type FieldValue = TournamentFields[keyof TournamentFields];

/** Another value of `field` than `tournament` holds, as the field's kind holds values: what a staff member could save instead. */
export function anotherValue(tournament: TournamentFields, field: keyof TournamentFields): FieldValue {
  const value = tournament[field];
  const description = TOURNAMENT_FIELDS[field];
  switch (description.kind) {
    case 'text':
      return `${String(value ?? '')} changed`;
    case 'richText':
      return `${String(value)}<p>More terms</p>`;
    case 'flag':
      return !value;
    case 'number':
      return Number(value ?? 0) + 1;
    case 'choice':
      return Object.keys(description.labels).map(Number).find((choice) => choice !== value);
    case 'tiers':
      return [...tournament.tiers, newTier(tournament.tiers)];
    case 'wageringConditions':
      return [...tournament.wagering_conditions, newWageringCondition()];
    case 'schedule':
      return { ...tournament.time_configuration, monday: !tournament.time_configuration.monday };
    case 'idMap':
      // The entry's shape aside (a multiplication factor or a score): its kind compares the ids.
      return { ...(value as object), added: { score_to_add: 5 } } as FieldValue;
  }
}

/** `tournament` with `field` changed (anotherValue). */
export const withFieldChanged = <T extends TournamentFields>(tournament: T, field: keyof TournamentFields): T => ({ ...tournament, [field]: anotherValue(tournament, field) });
