import { bonusDisplayName } from '../../domain/bonusDisplayName';
import { tierForRank } from '../../domain/tierForRank';
import type { Tier } from '../../domain/tournament';
import type { Text } from '../../i18n/text';

export interface Prize {
  code: string;
  name: Text;
}

/** The prize of the tier that covers `rank` (tierForRank); undefined when no tier covers it. */
export function prizeForRank(tiers: readonly Tier[], rank: number): Prize | undefined {
  const tier = tierForRank(tiers, rank);
  return tier && { code: tier.bonus.code, name: bonusDisplayName(tier.bonus) };
}
