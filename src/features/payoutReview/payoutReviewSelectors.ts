import { createSelector } from '@reduxjs/toolkit';
import type { PayoutReviewQuery } from '../../api/payoutReview';
import { selectApiOffers } from '../../app/apiExtensionsSlice';
import type { ApiExtension } from '../../domain/apiExtensions';
import { TournamentStatus } from '../../domain/enums';
import { canDisqualify, disqualificationReasonError } from '../../domain/payoutReview';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type Text } from '../../i18n/text';
import { type EditorState, selectStoredTournament } from '../editor';
import { disqualifiedAdapter, REVIEW_PAGE_SIZE, reviewRowsAdapter, selectPayoutReviewSlice, type PayoutReviewState } from './payoutReviewSlice';

const messages = defineMessages({
  loading: { id: 'payoutReview.board.loading', defaultMessage: 'Loading...' },
  loadFailed: { id: 'payoutReview.board.loadFailed', defaultMessage: 'Error: {message}' },
  none: { id: 'payoutReview.board.none', defaultMessage: 'No prize is won on this board' },
});

type WithPayoutReview = { payoutReview?: PayoutReviewState; editor?: EditorState; apiExtensions: readonly ApiExtension[] };

const selectReview = selectPayoutReviewSlice;

export const { selectAll: selectReviewRows } = reviewRowsAdapter.getSelectors((state: WithPayoutReview) => selectReview(state).rows);
export const { selectAll: selectDisqualifiedPlayers } = disqualifiedAdapter.getSelectors((state: WithPayoutReview) => selectReview(state).disqualified);

/** Who was disqualified last ('' for no one); undefined until the review has loaded. */
export const selectNewestDisqualified = (state: WithPayoutReview): string | undefined =>
  selectReviewSummary(state) ? (selectDisqualifiedPlayers(state)[0]?.user_id ?? '') : undefined;

/** Whether the API reviews payouts (extension 'payoutReview'): the tab, the switch and their calls exist only then. */
export const selectPayoutReviewOffered = (state: WithPayoutReview) => selectApiOffers(state, 'payoutReview');

/**
 * Whether the open tournament has a Review tab: one whose prizes wait for review, and any running one (a player can
 * be disqualified while it runs). Read from the stored tournament: an unsaved switch changes nothing yet.
 */
export const selectReviewTabShown = (state: WithPayoutReview): boolean => {
  const tournament = selectStoredTournament(state);
  return selectPayoutReviewOffered(state) && !!tournament && (tournament.manual_payout === true || tournament.status === TournamentStatus.InProgress);
};

export const selectReviewTournamentId = (state: WithPayoutReview) => selectReview(state).tournamentId;
export const selectReviewSummary = (state: WithPayoutReview) => selectReview(state).summary;

/** What the sagas ask the server for: the page of prize ranks in view. */
export const selectReviewQuery = createSelector([(state: WithPayoutReview) => selectReview(state).page], (page): PayoutReviewQuery => ({
  take: REVIEW_PAGE_SIZE,
  skip: (page - 1) * REVIEW_PAGE_SIZE,
}));

export const selectReviewPager = createSelector([(state: WithPayoutReview) => selectReview(state).page, selectReviewSummary], (page, summary) => ({
  page,
  total: summary?.prize_ranks ?? 0,
  pageSize: REVIEW_PAGE_SIZE,
}));

/** What the board says when it has no row to show. */
export const selectReviewEmptyText = createSelector(
  [(state: WithPayoutReview) => selectReview(state).status, (state: WithPayoutReview) => selectReview(state).error],
  (status, error): Text => {
    if (status === 'loading') return messages.loading;
    if (status === 'failed') return messageRef(messages.loadFailed, { message: error ?? '' });
    return messages.none;
  },
);

/** Whether a player can be disqualified now: the tournament runs, or its prizes are in review. */
export const selectCanDisqualify = (state: WithPayoutReview) => {
  const summary = selectReviewSummary(state);
  return !!summary && canDisqualify(summary.status, summary.payout);
};

/** Whether the prizes wait for approval. */
export const selectCanApprove = (state: WithPayoutReview) => selectReviewSummary(state)?.payout === 'review';

export const selectDisqualifyDialog = (state: WithPayoutReview) => selectReview(state).disqualify;

/** The reason field's message: shown once Disqualify was pressed (spec §4), while the reason is blank. */
export const selectDisqualificationReasonError = (state: WithPayoutReview) => {
  const { submitted, reason } = selectDisqualifyDialog(state);
  return submitted ? disqualificationReasonError(reason) : undefined;
};

/** What the sagas send: the player and the reason, trimmed; undefined unless Disqualify was accepted. */
export const selectDisqualificationToSend = (state: WithPayoutReview) => {
  const { tournamentId } = selectReview(state);
  const { player, reason, status } = selectDisqualifyDialog(state);
  return tournamentId === null || !player || status !== 'sending' ? undefined : { tournamentId, userId: player.user_id, reason: reason.trim() };
};

export const selectApproveDialog = (state: WithPayoutReview) => selectReview(state).approve;

/** What the sagas send: the review's tournament and the version the staff member saw; undefined unless confirmed. */
export const selectApprovalToSend = (state: WithPayoutReview) => {
  const { tournamentId, summary, approve } = selectReview(state);
  return tournamentId === null || !summary || approve.status !== 'sending' ? undefined : { tournamentId, version: summary.version };
};
