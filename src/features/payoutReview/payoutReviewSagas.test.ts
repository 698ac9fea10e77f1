import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../test/allFeatures';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { stateAfter } from '../../../test/stateAfter';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/payoutReview';
import { approvalOf, disqualification, reviewAfterDisqualifying, reviewOf } from './payoutReviewFixtures';
import { payoutReviewSagas } from './payoutReviewSagas';
import { selectReviewRows } from './payoutReviewSelectors';
import * as review from './payoutReviewSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/payoutReview');
const fetchReview = jest.mocked(api.fetchPayoutReview);
const disqualify = jest.mocked(api.disqualifyPlayer);
const approve = jest.mocked(api.approvePayout);

const inReview = stateAfter(review.reviewTabOpened(7), review.reviewLoaded(reviewOf()));
const watching = (state = inReview) => expectSaga(payoutReviewSagas).withReducer(rootReducer, state);
const p2 = { user_id: 'p2', user_name: 'Player p2', rank: 2 };

beforeEach(() => {
  jest.resetAllMocks();
});

describe('payout review sagas', () => {
  it('load the page in view when the tab opens, when it pages and on Refresh', async () => {
    fetchReview.mockResolvedValue(reviewOf());
    const { storeState } = await watching(stateAfter())
      .dispatch(review.reviewTabOpened(7))
      .put(review.reviewLoaded(reviewOf()))
      .silentRun(50);
    expect(fetchReview).toHaveBeenCalledWith(7, { take: 50, skip: 0 }, expect.any(AbortSignal));
    expect(storeState.payoutReview.status).toBe('loaded');
    await watching().dispatch(review.reviewPageChanged(2)).silentRun(50);
    expect(fetchReview).toHaveBeenLastCalledWith(7, { take: 50, skip: 50 }, expect.any(AbortSignal));
    fetchReview.mockResolvedValue(reviewAfterDisqualifying());
    const refreshed = await watching().dispatch(review.reviewRefreshRequested()).silentRun(50);
    expect(selectReviewRows(refreshed.storeState).map((row) => row.user_id)).toEqual(['p1', 'p3', 'p4']);
  });

  it('abort the load when the tab closes, and say a failure', async () => {
    const held = pendingUntilAborted();
    fetchReview.mockImplementationOnce(held.request).mockRejectedValueOnce(new HttpStatusError(404, 'Not Found'));
    await watching(stateAfter()).dispatch(review.reviewTabOpened(7)).dispatch(review.reviewTabClosed()).silentRun(50);
    expect(held.signals[0].aborted).toBe(true);
    const { storeState } = await watching(stateAfter()).dispatch(review.reviewTabOpened(7)).silentRun(50);
    expect(storeState.payoutReview).toMatchObject({ status: 'failed', error: '404 - Not Found' });
  });

  it('call nothing where the API lacks the extension', async () => {
    await watching({ ...stateAfter(), apiExtensions: [] }).dispatch(review.reviewTabOpened(7)).silentRun(50);
    expect(fetchReview).not.toHaveBeenCalled();
  });

  it('disqualify with the trimmed reason, then reload the board, whose ranks moved up', async () => {
    disqualify.mockResolvedValue(disqualification('p2'));
    fetchReview.mockResolvedValue(reviewAfterDisqualifying());
    const { storeState } = await watching()
      .dispatch(review.disqualifyDialogOpened(p2))
      .dispatch(review.disqualificationReasonEdited('  Bonus abuse '))
      .dispatch(review.disqualificationSubmitted())
      .put(review.playerDisqualified(disqualification('p2')))
      .put(review.reviewLoaded(reviewAfterDisqualifying()))
      .silentRun(50);
    expect(disqualify).toHaveBeenCalledWith(7, 'p2', 'Bonus abuse', expect.any(AbortSignal));
    expect(selectReviewRows(storeState).map((row) => `${row.rank} ${row.user_id}`)).toEqual(['1 p1', '2 p3', '3 p4']);
  });

  it('send nothing without a reason, and keep a refusal in the dialog', async () => {
    await watching().dispatch(review.disqualifyDialogOpened(p2)).dispatch(review.disqualificationSubmitted()).silentRun(50);
    expect(disqualify).not.toHaveBeenCalled();
    disqualify.mockRejectedValue(new HttpStatusError(409, 'Conflict', 'Player p2 is already disqualified from this tournament'));
    const { storeState } = await watching()
      .dispatch(review.disqualifyDialogOpened(p2))
      .dispatch(review.disqualificationReasonEdited('Again'))
      .dispatch(review.disqualificationSubmitted())
      .silentRun(50);
    expect(storeState.payoutReview.disqualify).toMatchObject({ status: 'failed', error: '409 - Conflict: Player p2 is already disqualified from this tournament', player: p2 });
  });

  it('approve on the version shown, and reload', async () => {
    approve.mockResolvedValue(approvalOf());
    fetchReview.mockResolvedValue(reviewOf({ payout: 'approved', version: 5 }));
    const { storeState } = await watching().dispatch(review.approveDialogOpened()).dispatch(review.approvalConfirmed()).put(review.payoutApproved(approvalOf())).silentRun(50);
    expect(approve).toHaveBeenCalledTimes(1);
    expect(approve).toHaveBeenCalledWith(7, 4, expect.any(AbortSignal));
    expect(fetchReview).toHaveBeenCalledTimes(1);
    expect(storeState.payoutReview.summary?.payout).toBe('approved');
  });

  it('keep a stale approval (412) in the dialog and reload what changed', async () => {
    approve.mockRejectedValue(new HttpStatusError(412, 'Precondition Failed', 'Tournament 7 was changed by Bob'));
    fetchReview.mockResolvedValue(reviewAfterDisqualifying());
    const { storeState } = await watching().dispatch(review.approveDialogOpened()).dispatch(review.approvalConfirmed()).silentRun(50);
    expect(storeState.payoutReview.approve).toMatchObject({ open: true, status: 'failed', error: '412 - Precondition Failed: Tournament 7 was changed by Bob' });
    expect(storeState.payoutReview.summary?.version).toBe(5);
  });

  it('abort a request in flight when the tab closes', async () => {
    const held = pendingUntilAborted();
    approve.mockImplementation(held.request);
    await watching().dispatch(review.approveDialogOpened()).dispatch(review.approvalConfirmed()).delay(10).dispatch(review.reviewTabClosed()).silentRun(STEPPED_RUN_MS);
    expect(held.signals[0].aborted).toBe(true);
  });
});
