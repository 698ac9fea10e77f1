/**
 * Review before payout (issue 28): a tournament with manual payout keeps its prizes in review when it ends, until
 * staff approve them; staff may disqualify players while it runs or in review. The API's shapes and the rules the
 * console and the server both apply.
 */
import { defineMessages } from '../i18n/defineMessages';
import type { MessageDescriptor } from '../i18n/text';
import { TournamentStatus } from './enums';
import type { PrizeCost } from './prizeCost';
import type { HistoryActor } from './tournamentHistory';
import type { TierBonus } from './tournament';

/**
 * Where a tournament's prizes stand: `automatic`, they go to the outbox at the end (the spec's way); `manual`, they
 * will wait for approval but the tournament has not completed; `review`, completed and waiting; `approved`, staff
 * approved them and they are in the outbox.
 */
export type PayoutState = 'automatic' | 'manual' | 'review' | 'approved';

export function payoutStateOf(status: TournamentStatus, manualPayout: boolean, approved: boolean): PayoutState {
  if (!manualPayout) return 'automatic';
  if (approved) return 'approved';
  return status === TournamentStatus.Completed ? 'review' : 'manual';
}

/** A player can be disqualified while the tournament runs, and while its prizes are in review. */
export const canDisqualify = (status: TournamentStatus, payout: PayoutState) => status === TournamentStatus.InProgress || payout === 'review';

export const PAYOUT_REVIEW_MESSAGES = defineMessages({
  reasonRequired: { id: 'domain.payoutReview.reasonRequired', defaultMessage: 'Give a reason for the disqualification' },
});

/** The reason's refusal, or undefined when there is one (blank is none). */
export const disqualificationReasonError = (reason: string): MessageDescriptor | undefined =>
  reason.trim() === '' ? PAYOUT_REVIEW_MESSAGES.reasonRequired : undefined;

/** POST /api/tournaments/{id}/disqualifications answers one; the review lists them, newest first. */
export interface Disqualification {
  user_id: string;
  user_name: string;
  /** Their score and rank when disqualified. */
  total_score: number;
  rank: number;
  reason: string;
  /** UTC, ISO 8601. */
  disqualified_at: string;
  disqualified_by: HistoryActor;
  /** Whether it happened in review (after the end) rather than while the tournament ran. */
  in_review: boolean;
}

/** A row of the final board with the prize its rank wins: the first tier covering it (as the outbox awards), else null. */
export interface ReviewRow {
  rank: number;
  user_id: string;
  user_name: string;
  total_score: number;
  computed: string;
  prize: { tier: number; bonus: TierBonus } | null;
}

/** GET /api/tournaments/{id}/payout-review. */
export interface PayoutReview {
  tournament_id: number;
  status: TournamentStatus;
  payout: PayoutState;
  /** Set once approved. */
  approved_at: string | null;
  approved_by: HistoryActor | null;
  /** The tournament's version (its ETag): approving with If-Match refuses a review someone has changed since. */
  version: number;
  /** Players on the board (the disqualified are not). */
  size: number;
  /** The ranks the tiers reach on this board (1..prize_ranks, some perhaps without a prize between tiers): the rows to page through. */
  prize_ranks: number;
  /** The page asked for (take, skip) of ranks 1..prize_ranks. */
  rows: ReviewRow[];
  /** How many prizes the board gives and what they cost (as Simulate counts them), to the cent. */
  prizes: number;
  total_cost: PrizeCost;
  disqualified: Disqualification[];
}

/** PUT /api/tournaments/{id}/approve-payout answers it. */
export interface PayoutApproval {
  /** Outbox entries written. */
  prizes: number;
  approved_at: string;
  approved_by: HistoryActor;
  version: number;
}
