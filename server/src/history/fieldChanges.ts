import { isDeepStrictEqual } from 'node:util';
import type { Booster, TournamentFields } from '../../../src/domain/tournament';
import type { FieldChange } from '../../../src/domain/tournamentHistory';

/** Read with the tournament, but not fields of the form: publish and cancel have their own entries, every write bumps the version. */
const NOT_FIELDS = new Set<string>(['id', 'status', 'version']);

/** Lists whose rows are compared by position: a tier or condition edited, added or removed is one change each. */
const LIST_FIELDS = new Set<string>(['tiers', 'wagering_conditions']);
/** Objects compared key by key: a part of the time configuration, an id of a configuration map. */
const KEYED_FIELDS = new Set<string>(['time_configuration', 'bonus_win_amount_ingestion_configuration', 'user_role_assignment_score_configuration']);

const orNull = (value: unknown) => (value === undefined ? null : value);

/** Extension fields a tournament is read without while they hold their default (manual_payout, issue 28). */
const READ_ONLY_WHEN_SET: Partial<TournamentFields> = { manual_payout: false };
const withDefaults = (tournament: TournamentFields): TournamentFields => ({ ...READ_ONLY_WHEN_SET, ...tournament });

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

/** What a save changed, field by field, in the order of the tournament's fields; empty when nothing did. */
export function tournamentChanges(before: TournamentFields, after: TournamentFields): FieldChange[] {
  const [previous, next] = [withDefaults(before), withDefaults(after)];
  const fields = (Object.keys(next) as Array<keyof TournamentFields>).filter((field) => !NOT_FIELDS.has(field));
  return fields.flatMap((field): FieldChange[] => {
    const [was, is] = [previous[field], next[field]];
    if (LIST_FIELDS.has(field)) return rowChanges(field, was as unknown[], is as unknown[]);
    if (KEYED_FIELDS.has(field)) return keyChanges(field, was as Record<string, unknown>, is as Record<string, unknown>);
    return isDeepStrictEqual(was, is) ? [] : [{ field, before: was, after: is }];
  });
}

const byId = (boosters: Booster[]) => Object.fromEntries(boosters.map((booster) => [String(booster.id), booster]));

/** What a save or delete of boosters changed, booster by booster (keyed by id). */
export const boosterChanges = (before: Booster[], after: Booster[]): FieldChange[] => keyChanges('boosters', byId(before), byId(after));
