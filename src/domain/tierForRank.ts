import type { Tier } from './tournament';

export type RankRange = Pick<Tier, 'rank_min' | 'rank_max'>;

/**
 * The tier that awards `rank`: the first covering it in the tiers' order, as the server awards overlapping
 * tiers on completion; undefined when no tier covers it.
 */
export function tierForRank<T extends RankRange>(tiers: readonly T[], rank: number): T | undefined {
  return tiers.find(({ rank_min, rank_max }) => rank_min <= rank && rank <= rank_max);
}
