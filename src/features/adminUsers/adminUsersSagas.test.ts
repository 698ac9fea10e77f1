import { expectSaga } from 'redux-saga-test-plan';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import * as api from '../../api/adminUsers';
import { HttpStatusError } from '../../api/client';
import { rootReducer } from '../../../test/allFeatures';
import { adminUsersSagas } from './adminUsersSagas';
import { selectAdminUserName } from './adminUsersSelectors';
import { lookupFailed, lookupStarted, usersFound, userIdsSeen } from './adminUsersSlice';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/adminUsers', () => ({ ...jest.requireActual('../../api/adminUsers'), fetchAdminUsers: jest.fn() }));
const fetchAdminUsers = jest.mocked(api.fetchAdminUsers);
const askedFor = () => fetchAdminUsers.mock.calls.map(([ids]) => ids);

const admin = { id: 'admin', displayName: 'Admin User' };

beforeEach(() => jest.resetAllMocks());

describe('looking up admin users', () => {
  it('asks for the ids seen, each once, and names them', async () => {
    fetchAdminUsers.mockResolvedValue([admin]);
    const { storeState } = await expectSaga(adminUsersSagas)
      .withReducer(rootReducer)
      .dispatch(userIdsSeen(['admin', 'ops-7', 'admin']))
      .put(lookupStarted(['admin', 'ops-7']))
      .put(usersFound([admin]))
      .silentRun(50);
    expect(askedFor()).toEqual([['admin', 'ops-7']]);
    expect(selectAdminUserName(storeState, 'admin')).toBe('Admin User');
    // The server does not know ops-7: it stays shown by id.
    expect(selectAdminUserName(storeState, 'ops-7')).toBe('ops-7');
  });

  it('never asks again for an id already known, already asked for, or being asked for', async () => {
    const slow = pendingUntilAborted();
    fetchAdminUsers.mockResolvedValueOnce([admin]).mockImplementationOnce(slow.request).mockResolvedValue([]);
    await expectSaga(adminUsersSagas)
      .withReducer(rootReducer)
      .dispatch(userIdsSeen(['admin', 'ops-7']))
      .delay(10)
      .dispatch(userIdsSeen(['admin', 'ops-7', 'slow']))
      .dispatch(userIdsSeen(['slow', 'admin']))
      .dispatch(userIdsSeen(['ops-7', 'new']))
      .silentRun(STEPPED_RUN_MS);
    expect(askedFor()).toEqual([['admin', 'ops-7'], ['slow'], ['new']]);
  });

  it('asks nothing when no id was seen', async () => {
    await expectSaga(adminUsersSagas).withReducer(rootReducer).dispatch(userIdsSeen([])).not.put.actionType(lookupStarted.type).silentRun(50);
    expect(fetchAdminUsers).not.toHaveBeenCalled();
  });

  it('asks again for the ids of a failed lookup when they are seen again', async () => {
    fetchAdminUsers.mockRejectedValueOnce(new HttpStatusError(503, 'Service Unavailable')).mockResolvedValueOnce([admin]);
    const { storeState } = await expectSaga(adminUsersSagas)
      .withReducer(rootReducer)
      .dispatch(userIdsSeen(['admin']))
      .put(lookupFailed({ ids: ['admin'], message: '503 - Service Unavailable' }))
      .delay(10)
      .dispatch(userIdsSeen(['admin']))
      .put(usersFound([admin]))
      .silentRun(STEPPED_RUN_MS);
    expect(askedFor()).toEqual([['admin'], ['admin']]);
    expect(selectAdminUserName(storeState, 'admin')).toBe('Admin User');
  });

  it('splits a sighting into lookups of at most the 1000 ids the server takes', async () => {
    fetchAdminUsers.mockResolvedValue([]);
    const ids = Array.from({ length: api.MAX_ADMIN_USER_IDS + 1 }, (_, index) => `user-${index}`);
    await expectSaga(adminUsersSagas).withReducer(rootReducer).dispatch(userIdsSeen(ids)).silentRun(50);
    expect(askedFor().map((batch) => batch.length)).toEqual([1000, 1]);
    expect(askedFor().flat()).toEqual(ids);
  });
});
