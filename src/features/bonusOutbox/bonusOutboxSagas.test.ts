import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import * as api from '../../api/bonusOutbox';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { userIdsSeen } from '../adminUsers/adminUsersSlice';
import { bonusOutboxSagas } from './bonusOutboxSagas';
import { listLoaded, listLoadFailed, refreshRequested, tabClosed, tabOpened } from './bonusOutboxSlice';
import { failed, pending, sentAutomatically, tournamentOutbox } from './outboxFixtures';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/bonusOutbox');
const fetchOutbox = jest.mocked(api.fetchTournamentOutbox);

beforeEach(() => jest.resetAllMocks());

describe('loading the bonus outbox tab', () => {
  it("loads the open tournament's entries when the tab opens, and asks for the names of who sent them", async () => {
    fetchOutbox.mockResolvedValue(tournamentOutbox);
    const { storeState } = await expectSaga(bonusOutboxSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      .put(listLoaded(tournamentOutbox))
      .put(userIdsSeen(['admin', 'ops-7']))
      .silentRun(50);
    expect(fetchOutbox).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(storeState.bonusOutbox.ids).toEqual([11, 12, 13, 14, 15]);
    expect(storeState.bonusOutbox.status).toBe('loaded');
  });

  it('reloads the same tournament on Refresh', async () => {
    fetchOutbox.mockResolvedValueOnce(tournamentOutbox).mockResolvedValueOnce([sentAutomatically]);
    const { storeState } = await expectSaga(bonusOutboxSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      .delay(10)
      .dispatch(refreshRequested())
      .put(listLoaded([sentAutomatically]))
      .silentRun(STEPPED_RUN_MS);
    expect(fetchOutbox.mock.calls.map(([id]) => id)).toEqual([7, 7]);
    expect(storeState.bonusOutbox.ids).toEqual([11]);
  });

  it('keeps only the latest load: Refresh during a load aborts the first request', async () => {
    const slow = pendingUntilAborted();
    fetchOutbox.mockImplementationOnce(slow.request).mockResolvedValueOnce([failed, pending]);
    const { storeState } = await expectSaga(bonusOutboxSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      .dispatch(refreshRequested())
      .put(listLoaded([failed, pending]))
      .not.put.actionType(listLoadFailed.type)
      .silentRun(50);
    expect(slow.signals[0].aborted).toBe(true);
    expect(storeState.bonusOutbox.ids).toEqual([12, 14]);
  });

  it("reports a failed load as '{status} - {statusText}'", async () => {
    fetchOutbox.mockRejectedValue(new HttpStatusError(404, 'Not Found'));
    const { storeState } = await expectSaga(bonusOutboxSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      .put(listLoadFailed({ message: '404 - Not Found' }))
      .not.put.actionType(userIdsSeen.type)
      .silentRun(50);
    expect(storeState.bonusOutbox.error).toBe('404 - Not Found');
  });

  it('aborts the load in flight when the tab closes, and reports nothing', async () => {
    const slow = pendingUntilAborted();
    fetchOutbox.mockImplementation(slow.request);
    const { storeState } = await expectSaga(bonusOutboxSagas)
      .withReducer(rootReducer)
      .dispatch(tabOpened(7))
      .dispatch(tabClosed())
      .not.put.actionType(listLoaded.type)
      .not.put.actionType(listLoadFailed.type)
      .silentRun(50);
    expect(slow.signals[0].aborted).toBe(true);
    expect(storeState.bonusOutbox.status).toBe('idle');
  });
});
