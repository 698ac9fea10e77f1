import type { SagaIterator } from 'redux-saga';
import { all, call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { approvePayout, disqualifyPlayer, fetchPayoutReview, type PayoutReviewQuery } from '../../api/payoutReview';
import type { Disqualification, PayoutApproval, PayoutReview } from '../../domain/payoutReview';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage, errorMessageWithDetail } from '../../lib/errorMessage';
import { selectApprovalToSend, selectDisqualificationToSend, selectPayoutReviewOffered, selectReviewQuery, selectReviewTournamentId } from './payoutReviewSelectors';
import * as review from './payoutReviewSlice';

/**
 * Opening the tab, Refresh (a running board moves) and paging load the page in view; a disqualification, an approval and a refused approval (someone
 * changed the review: 409 or 412) reload it, so the board shows the ranks as they now stand. Closing the tab only cancels.
 */
const loadEvents = [review.reviewTabOpened, review.reviewRefreshRequested, review.reviewPageChanged, review.playerDisqualified, review.payoutApproved, review.approvalFailed, review.reviewTabClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]>;

export function* loadReviewPage(action: LoadEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (review.reviewTabClosed.match(action)) return;
  // An API without the extension has no such call (the tab is hidden then too).
  if (!(yield select(selectPayoutReviewOffered))) return;
  const tournamentId: number | null = yield select(selectReviewTournamentId);
  if (tournamentId === null) return;
  const query: PayoutReviewQuery = yield select(selectReviewQuery);
  try {
    const answer: PayoutReview = yield abortableCall(fetchPayoutReview, tournamentId, query);
    yield put(review.reviewLoaded(answer));
  } catch (error) {
    yield put(review.reviewLoadFailed({ message: errorMessage(error) }));
  }
}

/** Sends the disqualification the dialog accepted (a reason given); its refusal (404, 409, 400) stays in the dialog. */
export function* sendDisqualification(): SagaIterator {
  const toSend: ReturnType<typeof selectDisqualificationToSend> = yield select(selectDisqualificationToSend);
  if (!toSend) return;
  try {
    const disqualified: Disqualification = yield abortableCall(disqualifyPlayer, toSend.tournamentId, toSend.userId, toSend.reason);
    yield put(review.playerDisqualified(disqualified));
  } catch (error) {
    yield put(review.disqualificationFailed({ message: errorMessageWithDetail(error) }));
  }
}

/** Approves the prizes on the version shown; a stale review (412) or one approved meanwhile (409) stays in the dialog. */
export function* sendApproval(): SagaIterator {
  const toSend: ReturnType<typeof selectApprovalToSend> = yield select(selectApprovalToSend);
  if (!toSend) return;
  try {
    const approval: PayoutApproval = yield abortableCall(approvePayout, toSend.tournamentId, toSend.version);
    yield put(review.payoutApproved(approval));
  } catch (error) {
    yield put(review.approvalFailed({ message: errorMessageWithDetail(error) }));
  }
}

/** A request runs until it is answered or the tab closes, which aborts it; a second press while it runs is ignored. */
const untilTabClosed = (saga: () => SagaIterator) =>
  function* runUntilTabClosed(): SagaIterator {
    yield race({ run: call(saga), closed: take(review.reviewTabClosed) });
  };

export function* payoutReviewSagas(): SagaIterator {
  yield all([
    takeLatest(loadEvents, loadReviewPage),
    takeLeading(review.disqualificationSubmitted, untilTabClosed(sendDisqualification)),
    takeLeading(review.approvalConfirmed, untilTabClosed(sendApproval)),
  ]);
}
