/**
 * What a tournament's tiers would give away on a board of a given size (engine spec §4, Simulate): the
 * players each tier reaches and their cost, counted as the editor's Totals count (totals.ts): bonus money
 * in lei, free spins counted, and items one per player reached.
 */
import { BonusType } from './enums';
import { moneySum, moneyTimes } from './money';
import type { Tier } from './tournament';

export interface PrizeCost {
  lei: number;
  free_spins: number;
  items: number;
}

export interface TierReach {
  /** Players the tier's ranks reach on the board. */
  players: number;
  cost: PrizeCost;
}

export const NO_COST: PrizeCost = { lei: 0, free_spins: 0, items: 0 };

/**
 * The cost of one prize given to `players` players, to the cent (as the tiers' values are entered). An item is a
 * thing given away, counted one per player (an Items bonus has no value, totals.ts); Casino Wagering and Free Bet
 * have no cost in these three totals, as the editor's Totals leave them out too (what they cost depends on the
 * players' play).
 */
export function prizeCost(tier: Tier, players: number): PrizeCost {
  switch (tier.bonus.type) {
    case BonusType.BonusMoney:
      return { ...NO_COST, lei: moneyTimes(tier.bonus.value, players) };
    case BonusType.FreeSpins:
      return { ...NO_COST, free_spins: moneyTimes(tier.bonus.value, players) };
    case BonusType.Items:
      return { ...NO_COST, items: players };
    default:
      return NO_COST;
  }
}

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
    if (ranks[0] > ranks[1]) return { players: 0, cost: prizeCost(tier, 0) };
    const players = newlyReached(awarded, ranks);
    awarded = withRanks(awarded, ranks);
    return { players, cost: prizeCost(tier, players) };
  });
}

export function totalCost(costs: readonly PrizeCost[]): PrizeCost {
  return costs.reduce((sum, cost) => ({ lei: moneySum([sum.lei, cost.lei]), free_spins: moneySum([sum.free_spins, cost.free_spins]), items: sum.items + cost.items }), NO_COST);
}
