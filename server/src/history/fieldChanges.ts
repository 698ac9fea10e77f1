import { isDeepStrictEqual } from 'node:util';
import type { Booster, TournamentFields } from '../../../src/domain/tournament';
import { BOOSTERS_FIELD, CHANGES_COMPARED, NOT_TOURNAMENT_FIELDS, tournamentField, VALUES_WHEN_ABSENT } from '../../../src/domain/tournamentFieldChanges';
import type { FieldChange } from '../../../src/domain/tournamentHistory';

const orNull = (value: unknown) => (value === undefined ? null : value);

const withDefaults = (tournament: TournamentFields): TournamentFields => ({ ...VALUES_WHEN_ABSENT, ...tournament });

function rowChanges(field: string, before: readonly unknown[], after: readonly unknown[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (let row = 0; row < Math.max(before.length, after.length); row += 1) {
    if (!isDeepStrictEqual(before[row], after[row])) changes.push({ field, row, before: orNull(before[row]), after: orNull(after[row]) });
  }
  return changes;
}

function keyChanges(field: string, before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !isDeepStrictEqual(before[key], after[key])).map((key) => ({ field, key, before: orNull(before[key]), after: orNull(after[key]) }));
}

/**
 * What a save changed, field by field in the order of the tournament's fields, each compared as src/domain's
 * description of the field says (a field it does not know, whole); empty when nothing changed.
 */
export function tournamentChanges(before: TournamentFields, after: TournamentFields): FieldChange[] {
  const [previous, next] = [withDefaults(before), withDefaults(after)];
  const fields = (Object.keys(next) as Array<keyof TournamentFields>).filter((field) => !NOT_TOURNAMENT_FIELDS.has(field));
  return fields.flatMap((field): FieldChange[] => {
    const [was, is] = [previous[field], next[field]];
    const described = tournamentField(field);
    switch (described && CHANGES_COMPARED[described.kind]) {
      case 'byRow':
        return rowChanges(field, was as unknown[], is as unknown[]);
      case 'byKey':
        return keyChanges(field, was as Record<string, unknown>, is as Record<string, unknown>);
      default:
        return isDeepStrictEqual(was, is) ? [] : [{ field, before: was, after: is }];
    }
  });
}

const byId = (boosters: Booster[]) => Object.fromEntries(boosters.map((booster) => [String(booster.id), booster]));

/** What a save or delete of boosters changed, booster by booster (keyed by id). */
export const boosterChanges = (before: Booster[], after: Booster[]): FieldChange[] => keyChanges(BOOSTERS_FIELD, byId(before), byId(after));
