import { BonusType } from './enums';
import { prizeCost, tiersReached, totalCost } from './prizeCost';
import type { Tier } from './tournament';

const tier = (rank_min: number, rank_max: number, type: BonusType, value: number): Tier => ({
  rank_min,
  rank_max,
  bonus: { type, code: 'C', name: '', nominal_name: '', image_url: '', value },
});

describe('prizeCost', () => {
  it('counts bonus money in lei, free spins as spins, items one per player, and other types at no cost', () => {
    expect(prizeCost(tier(1, 3, BonusType.BonusMoney, 100.5), 3)).toEqual({ lei: 301.5, free_spins: 0, items: 0 });
    expect(prizeCost(tier(1, 3, BonusType.FreeSpins, 20), 2)).toEqual({ lei: 0, free_spins: 40, items: 0 });
    expect(prizeCost(tier(1, 3, BonusType.Items, 7), 3)).toEqual({ lei: 0, free_spins: 0, items: 3 });
    expect(prizeCost(tier(1, 3, BonusType.FreeBet, 50), 3)).toEqual({ lei: 0, free_spins: 0, items: 0 });
    expect(prizeCost(tier(1, 3, BonusType.CasinoWagering, 0), 3)).toEqual({ lei: 0, free_spins: 0, items: 0 });
  });

  it('costs value × players on the exact decimals, to the cent: 0.175 × 3 = 0.525 → 0.53 (the float product is 0.5249999999999999)', () => {
    expect(prizeCost(tier(1, 3, BonusType.BonusMoney, 0.175), 3)).toEqual({ lei: 0.53, free_spins: 0, items: 0 });
    expect(totalCost([{ tier: tier(1, 3, BonusType.BonusMoney, 0.1), players: 1 }, { tier: tier(1, 3, BonusType.BonusMoney, 0.2), players: 1 }]).lei).toBe(0.3);
  });

  it('totals the tiers exactly and rounds once: two tiers of 0.175 × 3 cost 1.05, not twice 0.53', () => {
    const tiers = [tier(1, 3, BonusType.BonusMoney, 0.175), tier(4, 6, BonusType.BonusMoney, 0.175), tier(7, 7, BonusType.FreeSpins, 0.125), tier(8, 8, BonusType.FreeSpins, 0.125)];
    const reached = tiersReached(tiers, 8);
    expect(reached.map((reach) => reach.cost.lei)).toEqual([0.53, 0.53, 0, 0]);
    expect(totalCost(reached)).toEqual({ lei: 1.05, free_spins: 0.25, items: 0 });
  });
});

describe('tiersReached', () => {
  const players = (tiers: Tier[], boardSize: number) => tiersReached(tiers, boardSize).map((reach) => reach.players);

  it('reaches only the ranks the board has', () => {
    expect(players([tier(1, 1, BonusType.BonusMoney, 500), tier(2, 5, BonusType.BonusMoney, 100), tier(6, 10, BonusType.FreeSpins, 20)], 4)).toEqual([1, 3, 0]);
  });

  it('gives a rank two tiers cover to the first of them, as completion does', () => {
    expect(players([tier(1, 5, BonusType.BonusMoney, 10), tier(3, 8, BonusType.FreeSpins, 20), tier(2, 9, BonusType.Items, 1)], 100)).toEqual([5, 3, 1]);
  });

  it('reaches nobody with an inverted range or ranks below 1, and counts a huge range without walking it', () => {
    expect(players([tier(5, 4, BonusType.BonusMoney, 10), tier(-3, 0, BonusType.BonusMoney, 10), tier(-3, 2, BonusType.BonusMoney, 10)], 10)).toEqual([0, 0, 2]);
    expect(players([tier(1, 1_000_000, BonusType.FreeSpins, 1), tier(10, 2_000_000, BonusType.FreeSpins, 1)], 1_500_000)).toEqual([1_000_000, 500_000]);
  });

  it('costs each tier by the players it reached, and totals them', () => {
    const reached = tiersReached([tier(1, 2, BonusType.BonusMoney, 0.1), tier(3, 4, BonusType.BonusMoney, 0.2), tier(5, 9, BonusType.FreeSpins, 10), tier(10, 12, BonusType.Items, 0)], 11);
    expect(reached.map((reach) => reach.cost)).toEqual([
      { lei: 0.2, free_spins: 0, items: 0 },
      { lei: 0.4, free_spins: 0, items: 0 },
      { lei: 0, free_spins: 50, items: 0 },
      { lei: 0, free_spins: 0, items: 2 },
    ]);
    expect(totalCost(reached)).toEqual({ lei: 0.6, free_spins: 50, items: 2 });
    expect(totalCost([])).toEqual({ lei: 0, free_spins: 0, items: 0 });
  });
});
