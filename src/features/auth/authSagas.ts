import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { recordSignedInAdmin } from '../../api/adminUsers';
import { abortableCall } from '../../lib/abortableCall';
import { adminRecordingFailed, signedIn, signOutRequested, tokenExpired, tokenRefreshFailed } from './authSlice';
import { refreshToken, signOut } from './keycloakClient';
import { errorMessage } from '../../lib/errorMessage';

/** PUT /api/admin-users once at sign-in. */
export function* recordAdmin(): SagaIterator {
  try {
    yield abortableCall(recordSignedInAdmin);
  } catch (error) {
    yield put(adminRecordingFailed({ message: errorMessage(error) }));
  }
}

/** An expired token is refreshed at once (spec §4); keycloak-js clears it when the refresh gets a 400. */
export function* refreshExpiredToken(): SagaIterator {
  try {
    yield call(refreshToken);
  } catch (error) {
    yield put(tokenRefreshFailed({ message: errorMessage(error) }));
  }
}

export function* authSagas(): SagaIterator {
  yield takeLatest(signedIn, recordAdmin);
  yield takeLeading(tokenExpired, refreshExpiredToken);
  yield takeLeading(signOutRequested, function* () {
    yield call(signOut);
  });
}
