import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { toastsSaga } from './toasts/toastsSaga';

export function* rootSaga(): SagaIterator {
  yield all([fork(authSagas), fork(toastsSaga)]);
}
