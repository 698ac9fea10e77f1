/**
 * Spec §4 editing rules for tiers and wagering conditions, as mutations of the working copy (run inside
 * the slice's immer reducers). Each returns the field paths it touched, for live validation.
 */
import type { BonusType } from '../../../domain/enums';
import type { Platform, TierBonus } from '../../../domain/tournament';
import { newTier, newWageringCondition } from '../../../domain/tournamentDefaults';
import { conditionPath, tierPath } from './fieldPaths';
import { toNullableNumber, type NumberInput } from './numberInput';
import { conditionsAdapter, tiersAdapter, type KeyedCondition, type KeyedTier, type WorkingCopy } from './workingCopy';

export type TierTextField = Exclude<keyof TierBonus, 'type' | 'value'>;
export type StakeField = 'min_stake' | 'max_stake' | 'contribution';
export type ConditionFieldChange = { key: string; field: 'platform'; value: Platform } | { key: string; field: StakeField; value: NumberInput };

const allTiers = tiersAdapter.getSelectors().selectAll;

/** Runs `edit` on the tier with `key`; nothing is touched when there is no such tier. */
function editTier(copy: WorkingCopy, key: string, edit: (tier: KeyedTier) => string[]): string[] {
  const tier = copy.tiers.entities[key];
  return tier ? edit(tier) : [];
}

function editCondition(copy: WorkingCopy, key: string, edit: (condition: KeyedCondition) => string[]): string[] {
  const condition = copy.conditions.entities[key];
  return condition ? edit(condition) : [];
}

export function addTier(copy: WorkingCopy): string[] {
  tiersAdapter.addOne(copy.tiers, { ...newTier(allTiers(copy.tiers)), key: `t${copy.nextKey++}` });
  return ['tiers'];
}

/** Spec §2: tiers are removed from the end only. */
export function removeLastTier(copy: WorkingCopy): string[] {
  const last = copy.tiers.ids.at(-1);
  if (last !== undefined) tiersAdapter.removeOne(copy.tiers, last);
  return ['tiers'];
}

/** Raising rank_min above rank_max raises rank_max with it; an empty rank is 0, which validation reports. */
export function changeTierRankMin(copy: WorkingCopy, { key, value }: { key: string; value: NumberInput }): string[] {
  return editTier(copy, key, (tier) => {
    tier.rank_min = toNullableNumber(value) ?? 0;
    if (tier.rank_min > tier.rank_max) tier.rank_max = tier.rank_min;
    return [tierPath(key, 'rank_min'), tierPath(key, 'rank_max')];
  });
}

export function changeTierRankMax(copy: WorkingCopy, { key, value }: { key: string; value: NumberInput }): string[] {
  return editTier(copy, key, (tier) => {
    tier.rank_max = toNullableNumber(value) ?? 0;
    return [tierPath(key, 'rank_min'), tierPath(key, 'rank_max')];
  });
}

/** A value means something else for another type (spins, lei, bets): it starts again at 0. */
export function changeTierBonusType(copy: WorkingCopy, { key, type }: { key: string; type: BonusType }): string[] {
  return editTier(copy, key, (tier) => {
    tier.bonus.type = type;
    tier.bonus.value = 0;
    return [tierPath(key, 'bonus.type'), tierPath(key, 'bonus.value')];
  });
}

export function changeTierBonusText(copy: WorkingCopy, { key, field, value }: { key: string; field: TierTextField; value: string }): string[] {
  return editTier(copy, key, (tier) => {
    tier.bonus[field] = value;
    return [tierPath(key, `bonus.${field}`)];
  });
}

const TIER_BONUS_FIELDS = ['type', 'code', 'name', 'nominal_name', 'image_url', 'value'] as const satisfies readonly (keyof TierBonus)[];

/**
 * A bonus picked in the 'Select Bonus' modal: the tier takes all of spec §3's bonus fields from it, its type and value
 * included (issue 27: a tier kept 'Free Spins' and 0 after picking 500 lei of bonus money, and cost nothing); fields
 * beyond the spec's (the catalogue's status) stay out of the tournament.
 */
export function chooseTierBonus(copy: WorkingCopy, { key, bonus }: { key: string; bonus: TierBonus }): string[] {
  return editTier(copy, key, (tier) => {
    tier.bonus = { type: bonus.type, code: bonus.code, name: bonus.name, nominal_name: bonus.nominal_name, image_url: bonus.image_url, value: bonus.value };
    return TIER_BONUS_FIELDS.map((field) => tierPath(key, `bonus.${field}`));
  });
}

export function changeTierBonusValue(copy: WorkingCopy, { key, value }: { key: string; value: NumberInput }): string[] {
  return editTier(copy, key, (tier) => {
    tier.bonus.value = toNullableNumber(value) ?? 0;
    return [tierPath(key, 'bonus.value')];
  });
}

export function addCondition(copy: WorkingCopy): string[] {
  conditionsAdapter.addOne(copy.conditions, { ...newWageringCondition(), key: `c${copy.nextKey++}` });
  return ['wagering_conditions'];
}

export function removeCondition(copy: WorkingCopy, key: string): string[] {
  conditionsAdapter.removeOne(copy.conditions, key);
  return ['wagering_conditions'];
}

export function changeCondition(copy: WorkingCopy, change: ConditionFieldChange): string[] {
  return editCondition(copy, change.key, (condition) => {
    if (change.field === 'platform') {
      condition.platform = change.value;
      return [conditionPath(change.key, 'platform')];
    }
    condition[change.field] = toNullableNumber(change.value);
    if (change.field === 'contribution') return [conditionPath(change.key, 'contribution')];
    // Min and max stake are judged together ('Max stake should be greater than min stake').
    return [conditionPath(change.key, 'min_stake'), conditionPath(change.key, 'max_stake')];
  });
}

/** The game picker's Save Changes: the chosen games, in the picker's order. */
export function setConditionGames(copy: WorkingCopy, { key, gameIds }: { key: string; gameIds: number[] }): string[] {
  return editCondition(copy, key, (condition) => {
    condition.casino_game_ids = gameIds;
    return [conditionPath(key, 'casino_game_ids')];
  });
}

/** Drag and drop, or the left/right buttons: the game at `from` moves to `to`. */
export function moveConditionGame(copy: WorkingCopy, { key, from, to }: { key: string; from: number; to: number }): string[] {
  return editCondition(copy, key, ({ casino_game_ids: games }) => {
    const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < games.length;
    if (from === to || !inRange(from) || !inRange(to)) return [];
    const [moved] = games.splice(from, 1);
    games.splice(to, 0, moved);
    return [conditionPath(key, 'casino_game_ids')];
  });
}
