import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import * as api from '../../api/boosters';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { tournamentOpened } from '../openedTournament';
import { aBooster, aDraft, stateWithBoosters } from './boosterFixtures';
import { boostersSagas } from './boostersSagas';
import { boosterAdded, boostersLoaded, loadFailed, refreshRequested, tabOpened } from './boostersSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/boosters');
const fetchBoosters = jest.mocked(api.fetchBoosters);

const saved = [aBooster(11), aBooster(12)];
/** The Draft's page open with its tab not opened yet. */
const pageOpen = () => stateWithBoosters(aDraft(), []);

beforeEach(() => jest.resetAllMocks());

describe('loading the boosters', () => {
  it("loads the open tournament's boosters when the tab opens, and again on Refresh", async () => {
    fetchBoosters.mockResolvedValueOnce(saved).mockResolvedValueOnce([saved[0]]);
    const { storeState } = await expectSaga(boostersSagas)
      .withReducer(rootReducer, pageOpen())
      .dispatch(tabOpened(7))
      .put(boostersLoaded(saved))
      .delay(10)
      .dispatch(refreshRequested())
      .put(boostersLoaded([saved[0]]))
      .silentRun(STEPPED_RUN_MS);
    expect(fetchBoosters.mock.calls.map(([id]) => id)).toEqual([7, 7]);
    expect(storeState.boosters).toMatchObject({ status: 'loaded', tournamentId: 7 });
  });

  it("reports a failed load as '{status} - {statusText}'", async () => {
    fetchBoosters.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    await expectSaga(boostersSagas)
      .withReducer(rootReducer, pageOpen())
      .dispatch(tabOpened(7))
      .put(loadFailed({ message: '500 - Internal Server Error' }))
      .silentRun(50);
  });

  it("aborts the load in flight when another tournament's page opens, and reports nothing", async () => {
    const pending = pendingUntilAborted();
    fetchBoosters.mockImplementation(pending.request);
    await expectSaga(boostersSagas)
      .withReducer(rootReducer, pageOpen())
      .dispatch(tabOpened(7))
      .dispatch(tournamentOpened(8))
      .not.put.actionType(boostersLoaded.type)
      .not.put.actionType(loadFailed.type)
      .silentRun(50);
    expect(pending.signals[0].aborted).toBe(true);
  });

  it('keeps unsaved changes when the tab opens again', async () => {
    await expectSaga(boostersSagas).withReducer(rootReducer, stateWithBoosters(aDraft(), saved, boosterAdded())).dispatch(tabOpened(7)).silentRun(50);
    expect(fetchBoosters).not.toHaveBeenCalled();
  });
});
