import type { PayoutReview, ReviewRow } from '../../../src/domain/payoutReview';
import { tiersReached, totalCost } from '../../../src/domain/prizeCost';
import { tierForRank } from '../../../src/domain/tierForRank';
import type { Tier } from '../../../src/domain/tournament';
import type { Db } from '../db/database';
import { leaderboardPage } from '../leaderboard/leaderboardQueries';
import { tiersOf } from '../tournaments/tierReads';
import { disqualificationsOf } from './disqualification';
import { payoutOf } from './payoutState';

/** The lowest rank a tier reaches (0 with none): a rank_max, of the tiers whose range is not inverted. */
const lowestPrizeRank = (tiers: readonly Tier[]) => Math.max(0, ...tiers.filter((tier) => tier.rank_min <= tier.rank_max).map((tier) => tier.rank_max));

/**
 * The review of a tournament's prizes (issue 28), for any tournament: its payout state, a page of the board's ranks
 * the tiers reach, each with the prize it wins (the first tier covering it, as awardPrizes gives it), what all the
 * prizes cost (tiersReached: exact decimals, to the cent), and the disqualified players with what they had. All read
 * in one snapshot (a repeatable-read transaction of reads only, which takes no lock), so the version the answer's ETag
 * names is the state of its rows: a disqualification committing meanwhile shows in all of them or in none. 404 when
 * there is no tournament.
 */
export function payoutReview(db: Db, tournamentId: number, take: number, skip: number): Promise<PayoutReview> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((snapshot) => reviewIn(snapshot, tournamentId, take, skip));
}

async function reviewIn(db: Db, tournamentId: number, take: number, skip: number): Promise<PayoutReview> {
  const { status, payout, approved_at, approved_by, version } = await payoutOf(db, tournamentId);
  const tiers = await tiersOf(db, tournamentId);
  const lowest = lowestPrizeRank(tiers);
  // Only the ranks a tier reaches are read: a page past them reads none (the size still comes).
  const { size, rows } = await leaderboardPage(db, tournamentId, Math.max(0, Math.min(take, lowest - skip)), skip);
  const page = rows.map((row): ReviewRow => {
    const tier = tierForRank(tiers, row.rank);
    return { ...row, prize: tier ? { tier: tiers.indexOf(tier), bonus: tier.bonus } : null };
  });
  const reached = tiersReached(tiers, size);
  return {
    tournament_id: tournamentId,
    status,
    payout,
    approved_at: approved_at?.toISOString() ?? null,
    approved_by,
    version,
    size,
    prize_ranks: Math.min(size, lowest),
    rows: page,
    prizes: reached.reduce((sum, tier) => sum + tier.players, 0),
    total_cost: totalCost(reached),
    disqualified: await disqualificationsOf(db, tournamentId),
  };
}
