/**
 * What a tournament's tiers would give away on a board of a given size (engine spec §4, Simulate): the
 * players each tier reaches and their cost, counted as the editor's Totals count (totals.ts): bonus money
 * in lei, free spins counted, and items one per player reached.
 */
import { BonusType } from './enums';
import { moneyTotal } from './money';
import type { Tier } from './tournament';

export interface PrizeCost {
  lei: number;
  free_spins: number;
  items: number;
}

/** A tier given to a number of players. */
export interface TierAward {
  tier: Tier;
  players: number;
}

/** A tier's award on a board, with its cost. */
export interface TierReach extends TierAward {
  cost: PrizeCost;
}

/** The awards' value × players of the tiers of one bonus type, summed exactly and rounded once. */
const costOfType = (awards: readonly TierAward[], type: BonusType) =>
  moneyTotal(awards.filter(({ tier }) => tier.bonus.type === type).map(({ tier, players }) => [tier.bonus.value, players]));

/**
 * What the awards cost, to the cent, each figure rounded once over all the tiers (the sum of rounded tier costs may
 * miss by a cent a tier): bonus money in lei and free spins counted, value × players; an item is a thing given away,
 * counted one per player (an Items bonus has no value, totals.ts); Casino Wagering and Free Bet have no cost in these
 * three totals, as the editor's Totals leave them out too (what they cost depends on the players' play).
 */
export function totalCost(awards: readonly TierAward[]): PrizeCost {
  const items = awards.filter(({ tier }) => tier.bonus.type === BonusType.Items).reduce((sum, { players }) => sum + players, 0);
  return { lei: costOfType(awards, BonusType.BonusMoney), free_spins: costOfType(awards, BonusType.FreeSpins), items };
}

/** The cost of one prize given to `players` players. */
export const prizeCost = (tier: Tier, players: number): PrizeCost => totalCost([{ tier, players }]);

type Ranks = [first: number, last: number];

const overlap = ([a, b]: Ranks, [c, d]: Ranks) => Math.max(0, Math.min(b, d) - Math.max(a, c) + 1);

/** The ranks of `ranks` not yet in `awarded` (disjoint ranges), counted per range: a tier may span a million ranks. */
function newlyReached(awarded: Ranks[], ranks: Ranks): number {
  return ranks[1] - ranks[0] + 1 - awarded.reduce((covered, range) => covered + overlap(range, ranks), 0);
}

/** `awarded` with `ranks` added, still disjoint. */
function withRanks(awarded: Ranks[], ranks: Ranks): Ranks[] {
  const apart = awarded.filter((range) => overlap(range, ranks) === 0);
  const touching = awarded.filter((range) => overlap(range, ranks) > 0);
  return [...apart, [Math.min(ranks[0], ...touching.map(([first]) => first)), Math.max(ranks[1], ...touching.map(([, last]) => last))]];
}

/**
 * Each tier's reach on a board of `boardSize` players ranked 1..boardSize, in the tiers' order. A rank two
 * tiers cover gets the first tier's prize (as completion awards it), ranks below 1 or beyond the board reach
 * nobody, and an inverted range (rank_max < rank_min) reaches nobody.
 */
export function tiersReached(tiers: readonly Tier[], boardSize: number): TierReach[] {
  let awarded: Ranks[] = [];
  return tiers.map((tier) => {
    const ranks: Ranks = [Math.max(1, tier.rank_min), Math.min(boardSize, tier.rank_max)];
    if (ranks[0] > ranks[1]) return { tier, players: 0, cost: prizeCost(tier, 0) };
    const players = newlyReached(awarded, ranks);
    awarded = withRanks(awarded, ranks);
    return { tier, players, cost: prizeCost(tier, players) };
  });
}
