import { stateAfter } from '../../../test/stateAfter';
import { TournamentStatus } from '../../domain/enums';
import { tournamentLoaded } from '../editor/editorSlice';
import { tournamentOpened } from '../openedTournament';
import { aTournament } from '../tournaments/tournamentFixtures';
import { approvalOf, disqualification, reviewAfterDisqualifying, reviewOf } from './payoutReviewFixtures';
import {
  selectApprovalToSend,
  selectCanApprove,
  selectCanDisqualify,
  selectDisqualificationReasonError,
  selectDisqualificationToSend,
  selectDisqualifiedPlayers,
  selectReviewEmptyText,
  selectReviewPager,
  selectReviewQuery,
  selectReviewRows,
  selectReviewTabShown,
} from './payoutReviewSelectors';
import * as review from './payoutReviewSlice';

const loaded = (answer = reviewOf()) => stateAfter(review.reviewTabOpened(7), review.reviewLoaded(answer));
const p2 = { user_id: 'p2', user_name: 'Player p2', rank: 2 };

describe('payout review slice and selectors', () => {
  it('keeps the board by rank and the disqualified newest first, the rest as the summary', () => {
    const shuffled = reviewOf({
      rows: [...reviewOf().rows].reverse(),
      disqualified: [disqualification('old', { disqualified_at: '2026-11-20T09:00:00.000Z' }), disqualification('new', { disqualified_at: '2026-11-21T09:00:00.000Z' })],
    });
    const state = loaded(shuffled);
    expect(selectReviewRows(state).map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(selectDisqualifiedPlayers(state).map((player) => player.user_id)).toEqual(['new', 'old']);
    expect(state.payoutReview.summary).toEqual(expect.objectContaining({ payout: 'review', version: 4, prizes: 3 }));
    expect(state.payoutReview.summary).not.toHaveProperty('rows');
    expect(selectCanApprove(state)).toBe(true);
    expect(selectCanDisqualify(state)).toBe(true);
  });

  it('pages through the prize ranks, 50 a page', () => {
    const state = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf({ prize_ranks: 120 })), review.reviewPageChanged(3));
    expect(selectReviewQuery(state)).toEqual({ take: 50, skip: 100 });
    expect(selectReviewPager(state)).toEqual({ page: 3, total: 120, pageSize: 50 });
    expect(selectReviewEmptyText(state)).toEqual(expect.objectContaining({ id: 'payoutReview.board.loading' }));
  });

  it('opening another tournament’s tab drops the last one’s board and page', () => {
    const state = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()), review.reviewPageChanged(2), review.reviewTabOpened(8));
    expect(selectReviewRows(state)).toEqual([]);
    expect(selectReviewQuery(state)).toEqual({ take: 50, skip: 0 });
    expect(state.payoutReview.summary).toBeNull();
  });

  it('sends no disqualification without a reason, and then says why under the field', () => {
    const opened = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()), review.disqualifyDialogOpened(p2), review.disqualificationReasonEdited('   '));
    expect(selectDisqualificationReasonError(opened)).toBeUndefined();
    const pressed = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()), review.disqualifyDialogOpened(p2), review.disqualificationReasonEdited('   '), review.disqualificationSubmitted());
    expect(selectDisqualificationReasonError(pressed)).toEqual(expect.objectContaining({ id: 'domain.payoutReview.reasonRequired' }));
    expect(selectDisqualificationToSend(pressed)).toBeUndefined();
    const given = review.payoutReviewSlice.reducer(pressed.payoutReview, review.disqualificationReasonEdited(' Collusion '));
    const sent = review.payoutReviewSlice.reducer(given, review.disqualificationSubmitted());
    expect(selectDisqualificationToSend({ ...pressed, payoutReview: sent })).toEqual({ tournamentId: 7, userId: 'p2', reason: 'Collusion' });
  });

  it('a disqualified player leaves the board and is marked at once; the dialog closes', () => {
    const state = stateAfter(
      review.reviewTabOpened(7),
      review.reviewLoaded(reviewOf()),
      review.disqualifyDialogOpened(p2),
      review.disqualificationReasonEdited('Bonus abuse'),
      review.disqualificationSubmitted(),
      review.playerDisqualified(disqualification('p2')),
    );
    expect(selectReviewRows(state).map((row) => row.user_id)).toEqual(['p1', 'p3', 'p4']);
    expect(selectDisqualifiedPlayers(state).map((player) => player.user_id)).toEqual(['p2']);
    expect(state.payoutReview.disqualify.player).toBeNull();
    expect(selectReviewRows(stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewAfterDisqualifying()))).map((row) => `${row.rank} ${row.user_id}`)).toEqual(['1 p1', '2 p3', '3 p4']);
  });

  it('approves on the version shown, once, and only in review; the approval shows who and when', () => {
    const confirmed = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()), review.approveDialogOpened(), review.approvalConfirmed());
    expect(selectApprovalToSend(confirmed)).toEqual({ tournamentId: 7, version: 4 });
    const approved = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()), review.approveDialogOpened(), review.approvalConfirmed(), review.payoutApproved(approvalOf()));
    expect(approved.payoutReview.summary).toEqual(expect.objectContaining({ payout: 'approved', approved_by: { id: 'ada', name: 'Ada Admin' }, version: 5 }));
    expect(approved.payoutReview.approve.open).toBe(false);
    expect(selectCanApprove(approved)).toBe(false);
    expect(selectCanDisqualify(approved)).toBe(false);
    const running = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf({ status: TournamentStatus.InProgress, payout: 'manual' })), review.approvalConfirmed());
    expect(selectApprovalToSend(running)).toBeUndefined();
    expect(selectCanDisqualify(running)).toBe(true);
  });

  it('shows the tab for a manual payout and for any running tournament, where the API reviews payouts', () => {
    const opened = (overrides: Parameters<typeof aTournament>[1]) => stateAfter(tournamentOpened(7), tournamentLoaded(aTournament(7, overrides)));
    expect(selectReviewTabShown(opened({ status: TournamentStatus.Completed, manual_payout: true }))).toBe(true);
    expect(selectReviewTabShown(opened({ status: TournamentStatus.InProgress }))).toBe(true);
    expect(selectReviewTabShown(opened({ status: TournamentStatus.Completed }))).toBe(false);
    expect(selectReviewTabShown(opened({ status: TournamentStatus.Draft }))).toBe(false);
    expect(selectReviewTabShown({ ...opened({ status: TournamentStatus.InProgress }), apiExtensions: [] })).toBe(false);
  });
});
