import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { recordSignedInAdmin } from '../../api/adminUsers';
import { abortableCall } from '../../lib/abortableCall';
import { retryDelay } from '../../lib/backoff';
import { errorMessage } from '../../lib/errorMessage';
import { retryNowRequested } from '../connection';
import { adminRecordingFailed, signedIn, signInAgainRequested, signInUnreachable, signOutRequested, tokenExpired } from './authSlice';
import { refreshToken, signInAgain, signOut, type RefreshOutcome } from './keycloakClient';

/** PUT /api/admin-users once at sign-in. */
export function* recordAdmin(): SagaIterator {
  try {
    yield abortableCall(recordSignedInAdmin);
  } catch (error) {
    yield put(adminRecordingFailed({ message: errorMessage(error) }));
  }
}

/**
 * An expired token is refreshed at once (spec §4). A refresh that finds no answer is tried again after 1 s, 2 s, 4 s …
 * (at most 30 s, sooner on 'Try now'), the banner saying so meanwhile: the user stays signed in and keeps working. A
 * refusal (a 400) is the session's end, which keycloak-js reports itself (onAuthLogout: signedOut).
 */
export function* refreshExpiredToken(): SagaIterator {
  for (let failures = 1; ; failures += 1) {
    const outcome: RefreshOutcome = yield call(refreshToken);
    if (outcome !== 'unreachable') return;
    yield put(signInUnreachable());
    yield race({ wait: delay(retryDelay(failures)), now: take(retryNowRequested) });
  }
}

export function* authSagas(): SagaIterator {
  yield takeLatest(signedIn, recordAdmin);
  yield takeLeading(tokenExpired, refreshExpiredToken);
  yield takeLeading(signInAgainRequested, function* () {
    yield call(signInAgain);
  });
  yield takeLeading(signOutRequested, function* () {
    yield call(signOut);
  });
}
