/** Review before payout (API extension 'payoutReview', issue 28): a tournament's prizes before they go out. */
import type { Disqualification, PayoutApproval, PayoutReview } from '../domain/payoutReview';
import { etagOf } from '../domain/versionTag';
import { apiRequest } from './client';
import { ifMatchHeader } from './concurrency';

/** Which ranks of the review's board (1..prize_ranks) to read. */
export interface PayoutReviewQuery {
  take: number;
  skip: number;
}

/** GET /api/tournaments/{id}/payout-review: the prize ranks asked for with their prizes, the total cost, the disqualified. */
export function fetchPayoutReview(tournamentId: number, { take, skip }: PayoutReviewQuery, signal: AbortSignal): Promise<PayoutReview> {
  return apiRequest('GET', `/api/tournaments/${tournamentId}/payout-review?take=${take}&skip=${skip}`, { signal });
}

/** POST /api/tournaments/{id}/disqualifications: while In Progress or in review; 404 for a player not on the board, 409 otherwise refused. */
export function disqualifyPlayer(tournamentId: number, userId: string, reason: string, signal: AbortSignal): Promise<Disqualification> {
  return apiRequest('POST', `/api/tournaments/${tournamentId}/disqualifications`, { signal, body: { user_id: userId, reason } });
}

/**
 * PUT /api/tournaments/{id}/approve-payout, on the review's version: 412 when someone changed the review since it
 * was read (the staff member approves what they saw or nothing), 409 when already approved or not in review.
 */
export function approvePayout(tournamentId: number, version: number, signal: AbortSignal): Promise<PayoutApproval> {
  return apiRequest('PUT', `/api/tournaments/${tournamentId}/approve-payout`, { signal, headers: ifMatchHeader(etagOf(version)) });
}
