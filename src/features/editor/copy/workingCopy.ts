/**
 * The tournament being edited, as the store keeps it: its scalar fields and time configuration, plus
 * its tiers and wagering conditions as entity collections with local keys (stable while rows are added
 * and removed, so a row's component and its touched fields follow the row, not its index).
 */
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { TournamentStatus } from '../../../domain/enums';
import type { Tier, Tournament, TournamentFields, WageringCondition } from '../../../domain/tournament';

export type KeyedTier = Tier & { key: string };
export type KeyedCondition = WageringCondition & { key: string };

/** Everything but the two lists. */
export type TournamentScalars = Omit<TournamentFields, 'tiers' | 'wagering_conditions'>;

export interface WorkingCopy {
  id: number;
  status: TournamentStatus;
  fields: TournamentScalars;
  tiers: EntityState<KeyedTier, string>;
  conditions: EntityState<KeyedCondition, string>;
  /** The next local key's number: a counter rather than random ids, so replaying the actions rebuilds the same keys. */
  nextKey: number;
}

// No sortComparer: ids keep the order of the rows, which is the order the API gets them in.
export const tiersAdapter = createEntityAdapter<KeyedTier, string>({ selectId: (tier) => tier.key });
export const conditionsAdapter = createEntityAdapter<KeyedCondition, string>({ selectId: (condition) => condition.key });

/** A working copy of `tournament`, its rows keyed t1, t2, ... and c1, c2, ... */
// The version is not the person's to edit: the editor keeps it with the stored tournament (EditorState.stored).
export function toWorkingCopy({ id, status, tiers, wagering_conditions, version: _version, ...fields }: Tournament): WorkingCopy {
  let nextKey = 1;
  const keyed = <T>(prefix: string, item: T) => ({ ...item, key: `${prefix}${nextKey++}` });
  return {
    id,
    status,
    fields,
    tiers: tiersAdapter.setAll(tiersAdapter.getInitialState(), tiers.map((tier) => keyed('t', tier))),
    conditions: conditionsAdapter.setAll(conditionsAdapter.getInitialState(), wagering_conditions.map((condition) => keyed('c', condition))),
    nextKey,
  };
}

const withoutKey = <T extends { key: string }>({ key: _key, ...item }: T): Omit<T, 'key'> => item;

/** The API tournament again, rows in their order. */
export function fromWorkingCopy(copy: WorkingCopy): Tournament {
  return {
    id: copy.id,
    status: copy.status,
    ...copy.fields,
    tiers: tiersAdapter.getSelectors().selectAll(copy.tiers).map(withoutKey),
    wagering_conditions: conditionsAdapter.getSelectors().selectAll(copy.conditions).map(withoutKey),
  };
}
