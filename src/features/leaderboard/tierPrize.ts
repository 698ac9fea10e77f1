import { bonusDisplayName } from '../../domain/bonusDisplayName';
import type { Tier } from '../../domain/tournament';

export interface Prize {
  code: string;
  name: string;
}

/**
 * The prize of the tier that covers `rank`: the first such tier in the tiers' order, as the server
 * awards overlapping tiers on completion; undefined when no tier covers it.
 */
export function prizeForRank(tiers: readonly Tier[], rank: number): Prize | undefined {
  const tier = tiers.find(({ rank_min, rank_max }) => rank_min <= rank && rank <= rank_max);
  return tier && { code: tier.bonus.code, name: bonusDisplayName(tier.bonus) };
}
