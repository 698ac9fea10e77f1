import type { SagaIterator } from 'redux-saga';
import { delay, put, takeEvery } from 'redux-saga/effects';
import { toastClosed, toastShown } from './toastsSlice';

/** Spec §9: toasts close by themselves after 3 seconds. */
export const TOAST_LIFETIME_MS = 3000;

function* closeWhenExpired(action: ReturnType<typeof toastShown>): SagaIterator {
  yield delay(TOAST_LIFETIME_MS);
  yield put(toastClosed(action.payload.id));
}

export function* toastsSaga(): SagaIterator {
  yield takeEvery(toastShown, closeWhenExpired);
}
