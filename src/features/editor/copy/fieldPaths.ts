/**
 * Field paths. The domain's validation names list items by index (`tiers[0].rank_max`); the editor
 * remembers touched and reported fields by row key (`tiers[t3].rank_max`), so removing a wagering
 * condition does not move its marks onto the next one.
 */
const ROW_PATH = /^(tiers|wagering_conditions)\[([^\]]+)\](.*)$/;

export interface RowKeys {
  tiers: readonly string[];
  wagering_conditions: readonly string[];
}

/** `tiers[0].x` → `tiers[t3].x` (paths outside the lists, or past their end, unchanged). */
export function toKeyedPath(path: string, keys: RowKeys): string {
  const match = ROW_PATH.exec(path);
  if (!match) return path;
  const [, list, index, rest] = match;
  const key = keys[list as keyof RowKeys][Number(index)];
  return key === undefined ? path : `${list}[${key}]${rest}`;
}

/** `tiers[t3].x` → `tiers[0].x`, the inverse of toKeyedPath. */
export function toIndexPath(path: string, keys: RowKeys): string {
  const match = ROW_PATH.exec(path);
  if (!match) return path;
  const [, list, key, rest] = match;
  const index = keys[list as keyof RowKeys].indexOf(key);
  return index < 0 ? path : `${list}[${index}]${rest}`;
}

export const tierPath = (key: string, field: string) => `tiers[${key}].${field}`;
export const conditionPath = (key: string, field: string) => `wagering_conditions[${key}].${field}`;
