import type { SagaIterator } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { adminUsersSagas } from '../features/adminUsers/adminUsersSagas';
import { authSagas } from '../features/auth/authSagas';
import { boosterToastsFor } from '../features/boosters/boosterToasts';
import { boostersSagas } from '../features/boosters/boostersSagas';
import { bonusOutboxSagas } from '../features/bonusOutbox/bonusOutboxSagas';
import { bulkSendSagas } from '../features/bulkSend/bulkSendSagas';
import { editorSagas } from '../features/editor/editorSagas';
import { editorToastsFor } from '../features/editor/editorToasts';
import { bonusesSagas } from '../features/bonuses/bonusesSagas';
import { gamesSagas } from '../features/games/gamesSagas';
import { historySagas } from '../features/history/historySagas';
import { leaderboardSagas } from '../features/leaderboard/leaderboardSagas';
import { leaderboardToastsFor } from '../features/leaderboard/leaderboardToasts';
import { leaderboardExportSagas } from '../features/leaderboardExport/leaderboardExportSagas';
import { simulationSagas } from '../features/simulation/simulationSagas';
import { tournamentsSagas } from '../features/tournaments/tournamentsSagas';
import { unsentSagas } from '../features/unsent/unsentSagas';
import { languageSagas } from '../i18n/languageSagas';
import { eventToastsSaga } from './toasts/eventToasts';
import { toastsSaga } from './toasts/toastsSaga';

export function* rootSaga(): SagaIterator {
  yield all([fork(languageSagas), fork(authSagas), fork(toastsSaga), fork(tournamentsSagas), fork(unsentSagas), fork(eventToastsSaga), fork(eventToastsSaga, editorToastsFor), fork(eventToastsSaga, boosterToastsFor), fork(eventToastsSaga, leaderboardToastsFor), fork(gamesSagas), fork(bonusesSagas), fork(editorSagas), fork(boostersSagas), fork(bonusOutboxSagas), fork(adminUsersSagas), fork(leaderboardSagas), fork(leaderboardExportSagas), fork(simulationSagas), fork(bulkSendSagas), fork(historySagas)]);
}
