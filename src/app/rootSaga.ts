import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { connectionSagas } from '../features/connection/connectionSagas';
import { tournamentsSagas } from '../features/tournaments/tournamentsSagas';
import { unsentSagas } from '../features/unsent/unsentSagas';
import { languageSagas } from '../i18n/languageSagas';
import { eventToastsSaga } from './toasts/eventToasts';
import { toastsSaga } from './toasts/toastsSaga';

/** The sagas of the app shell and the first route; the other features' run when their routes load (featureInjection.ts). */
export function* rootSaga(): SagaIterator {
  yield all([fork(languageSagas), fork(authSagas), fork(connectionSagas), fork(toastsSaga), fork(tournamentsSagas), fork(unsentSagas), fork(eventToastsSaga)]);
}
