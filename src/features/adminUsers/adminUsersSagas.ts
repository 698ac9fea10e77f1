import type { SagaIterator } from 'redux-saga';
import { actionChannel, fork, put, select, take } from 'redux-saga/effects';
import { fetchAdminUsers, MAX_ADMIN_USER_IDS, type AdminUser } from '../../api/adminUsers';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { selectIdsToLookUp } from './adminUsersSelectors';
import { lookupFailed, lookupStarted, usersFound, userIdsSeen } from './adminUsersSlice';

export function* lookUpAdminUsers(ids: string[]): SagaIterator {
  try {
    const users: AdminUser[] = yield abortableCall(fetchAdminUsers, ids);
    yield put(usersFound(users));
  } catch (error) {
    yield put(lookupFailed({ ids, message: errorMessage(error) }));
  }
}

/**
 * Each id is asked for once: an id is marked requested before its lookup starts, and later sightings
 * skip it. Lookups are not cancelled with the screen that saw the ids: the names serve every screen.
 */
export function* adminUsersSagas(): SagaIterator {
  // Buffered: sightings arriving while one is being sorted out wait their turn instead of being missed.
  const sightings = yield actionChannel(userIdsSeen);
  while (true) {
    const { payload }: ReturnType<typeof userIdsSeen> = yield take(sightings);
    const ids: string[] = yield select(selectIdsToLookUp, payload);
    for (let start = 0; start < ids.length; start += MAX_ADMIN_USER_IDS) {
      const batch = ids.slice(start, start + MAX_ADMIN_USER_IDS);
      yield put(lookupStarted(batch));
      yield fork(lookUpAdminUsers, batch);
    }
  }
}
