import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { stateAfter } from '../../../test/stateAfter';
import * as api from '../../api/history';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { playerAdjustments, tournamentHistory } from './historyFixtures';
import { historySagas } from './historySagas';
import * as history from './historySlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/history');
const fetchHistory = jest.mocked(api.fetchTournamentHistory);
const fetchAdjustments = jest.mocked(api.fetchPlayerAdjustments);
const withoutHistory = { ...stateAfter(), apiExtensions: [] };

/** The watcher on the real reducer, from `state`. */
const run = (state = stateAfter()) => expectSaga(historySagas).withReducer(rootReducer, state);

beforeEach(() => jest.resetAllMocks());

describe('history sagas', () => {
  it('load the page in view when the tab opens, and again for another page or filter', async () => {
    fetchHistory.mockResolvedValue({ items: tournamentHistory, total: 45 });
    await run()
      .dispatch(history.tabOpened(7))
      .put(history.pageLoaded({ entries: tournamentHistory, total: 45 }))
      .delay(5)
      .dispatch(history.pageChanged(2))
      .delay(5)
      .dispatch(history.filterChanged({ actor: 'bob' }))
      .silentRun(STEPPED_RUN_MS);
    expect(fetchHistory.mock.calls.map(([id, query]) => [id, query])).toEqual([
      [7, { take: 20, skip: 0 }],
      [7, { take: 20, skip: 20 }],
      [7, { take: 20, skip: 0, actor: 'bob' }],
    ]);
  });

  it('report a failure, and abort the load in flight when the tab closes', async () => {
    fetchHistory.mockRejectedValueOnce(new HttpStatusError(404, 'Not Found'));
    await run().dispatch(history.tabOpened(7)).put(history.loadFailed({ message: '404 - Not Found' })).silentRun(50);

    const slow = pendingUntilAborted();
    fetchHistory.mockImplementation(slow.request);
    await run().dispatch(history.tabOpened(7)).delay(5).dispatch(history.tabClosed()).not.put.actionType(history.pageLoaded.type).silentRun(STEPPED_RUN_MS);
    expect(slow.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it("load a player's adjustments when opened, cancelling them when closed", async () => {
    fetchAdjustments.mockResolvedValue(playerAdjustments);
    await run().dispatch(history.adjustmentsOpened({ tournamentId: 7, playerId: 'p1' })).put(history.adjustmentsLoaded(playerAdjustments)).silentRun(50);
    expect(fetchAdjustments).toHaveBeenCalledWith(7, 'p1', expect.any(AbortSignal));

    const slow = pendingUntilAborted();
    fetchAdjustments.mockImplementation(slow.request);
    await run().dispatch(history.adjustmentsOpened({ tournamentId: 7, playerId: 'p2' })).delay(5).dispatch(history.adjustmentsClosed()).silentRun(STEPPED_RUN_MS);
    expect(slow.signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('never call an API that offers no history', async () => {
    await run(withoutHistory)
      .dispatch(history.tabOpened(7))
      .dispatch(history.refreshRequested())
      .dispatch(history.adjustmentsOpened({ tournamentId: 7, playerId: 'p1' }))
      .silentRun(50);
    expect(fetchHistory).not.toHaveBeenCalled();
    expect(fetchAdjustments).not.toHaveBeenCalled();
  });
});
