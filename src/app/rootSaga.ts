import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSagas } from '../features/auth/authSagas';
import { editorSagas } from '../features/editor/editorSagas';
import { bonusesSagas } from '../features/bonuses/bonusesSagas';
import { gamesSagas } from '../features/games/gamesSagas';
import { tournamentsSagas } from '../features/tournaments/tournamentsSagas';
import { unsentSagas } from '../features/unsent/unsentSagas';
import { eventToastsSaga } from './toasts/eventToasts';
import { toastsSaga } from './toasts/toastsSaga';

export function* rootSaga(): SagaIterator {
  yield all([fork(authSagas), fork(toastsSaga), fork(tournamentsSagas), fork(unsentSagas), fork(eventToastsSaga), fork(gamesSagas), fork(bonusesSagas), fork(editorSagas)]);
}
