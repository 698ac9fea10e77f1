import { expectSaga } from 'redux-saga-test-plan';
import * as api from '../../api/bonuses';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { availableBonuses } from './bonusFixtures';
import { bonusesSagas } from './bonusesSagas';
import { catalogLoaded, catalogLoadFailed, catalogRequested, pickerOpened } from './bonusesSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/bonuses');
const fetchBonuses = jest.mocked(api.fetchAvailableBonuses);

beforeEach(() => jest.resetAllMocks());

describe('loading the bonus catalog', () => {
  it('loads it when the tiers editor opens', async () => {
    fetchBonuses.mockResolvedValue(availableBonuses);
    const { storeState } = await expectSaga(bonusesSagas).withReducer(rootReducer).dispatch(catalogRequested()).put(catalogLoaded(availableBonuses)).silentRun(50);
    expect(storeState.bonuses.status).toBe('loaded');
    expect(storeState.bonuses.ids).toHaveLength(3);
  });

  it('loads it once: requests during the load and after it ask nothing more', async () => {
    fetchBonuses.mockResolvedValue(availableBonuses);
    await expectSaga(bonusesSagas)
      .withReducer(rootReducer)
      .dispatch(catalogRequested())
      .dispatch(pickerOpened())
      .delay(10)
      .dispatch(catalogRequested())
      .dispatch(pickerOpened())
      .silentRun(STEPPED_RUN_MS);
    expect(fetchBonuses).toHaveBeenCalledTimes(1);
  });

  it('reports a failure, and tries again on the next request', async () => {
    fetchBonuses.mockRejectedValueOnce(new HttpStatusError(500, 'Internal Server Error')).mockResolvedValueOnce(availableBonuses);
    const { storeState } = await expectSaga(bonusesSagas)
      .withReducer(rootReducer)
      .dispatch(catalogRequested())
      .delay(10)
      .dispatch(pickerOpened())
      .put(catalogLoadFailed({ message: '500 - Internal Server Error' }))
      .put(catalogLoaded(availableBonuses))
      .silentRun(STEPPED_RUN_MS);
    expect(fetchBonuses).toHaveBeenCalledTimes(2);
    expect(storeState.bonuses).toMatchObject({ status: 'loaded', error: null });
  });
});
