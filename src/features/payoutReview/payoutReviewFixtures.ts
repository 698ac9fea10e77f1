import { BonusType, TournamentStatus } from '../../domain/enums';
import type { Disqualification, PayoutApproval, PayoutReview, ReviewRow } from '../../domain/payoutReview';

const ada = { id: 'ada', name: 'Ada Admin' };
const cash = (value: number) => ({ type: BonusType.BonusMoney, code: `CASH${value}`, name: '', nominal_name: '', image_url: '', value });

/** A prize rank of the board: rank 1 wins 100 lei, ranks 2–3 win 25 lei, rank 4 nothing (between tiers). */
export const reviewRow = (rank: number, user_id: string, total_score: number): ReviewRow => ({
  rank,
  user_id,
  user_name: `Player ${user_id}`,
  total_score,
  computed: `2026-11-20T10:0${rank}:00.000Z`,
  prize: rank === 1 ? { tier: 0, bonus: cash(100) } : rank <= 3 ? { tier: 1, bonus: cash(25) } : null,
});

export const disqualification = (user_id: string, overrides: Partial<Disqualification> = {}): Disqualification => ({
  user_id,
  user_name: `Player ${user_id}`,
  total_score: 35,
  rank: 2,
  reason: 'Bonus abuse',
  disqualified_at: '2026-11-21T09:00:00.000Z',
  disqualified_by: ada,
  in_review: true,
  ...overrides,
});

/** Tournament 7's prizes in review: p1, p2, p3 win, p4 is on a rank between tiers. */
export const reviewOf = (overrides: Partial<PayoutReview> = {}): PayoutReview => ({
  tournament_id: 7,
  status: TournamentStatus.Completed,
  payout: 'review',
  approved_at: null,
  approved_by: null,
  version: 4,
  size: 40,
  prize_ranks: 4,
  rows: [reviewRow(1, 'p1', 50), reviewRow(2, 'p2', 40), reviewRow(3, 'p3', 30), reviewRow(4, 'p4', 20)],
  prizes: 3,
  total_cost: { lei: 150, free_spins: 0, items: 0 },
  disqualified: [],
  ...overrides,
});

/** The same review once p2 is disqualified: p3 and p4 moved up, p4 now wins. */
export const reviewAfterDisqualifying = (): PayoutReview =>
  reviewOf({ version: 5, size: 39, rows: [reviewRow(1, 'p1', 50), reviewRow(2, 'p3', 30), reviewRow(3, 'p4', 20)], prize_ranks: 3, disqualified: [disqualification('p2')] });

export const approvalOf = (version = 5): PayoutApproval => ({ prizes: 3, approved_at: '2026-11-22T08:30:00.000Z', approved_by: ada, version });
