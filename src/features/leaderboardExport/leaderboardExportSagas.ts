import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { leaderboardExportPath } from '../../api/leaderboardExport';
import { leaderboardExportFileName } from '../../domain/leaderboardExportFileName';
import type { Language } from '../../i18n/languages';
import { selectShownLanguage } from '../../i18n/languageSlice';
import { messageRef, type Text } from '../../i18n/text';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { takeLeadingPerKey } from '../../lib/takeLeadingPerKey';
import { sharedMessages } from '../tournaments';
import { inAlertLanguage } from './alertLanguage';
import { downloadApiFile } from './downloadFile';
import { exportFailed, exportRequested, exportStarted } from './leaderboardExportSlice';

/** Browser effects, called through `call` so that tests provide them. */
export const currentTime = () => new Date();
export const showAlert = (text: Text) => window.alert(inAlertLanguage(text));

/** Issue 5: the file is named by the console (spec §2), its bytes stream from the server to disk. */
export function* exportLeaderboard({ payload: tournamentId }: ReturnType<typeof exportRequested>): SagaIterator {
  const now: Date = yield call(currentTime);
  const fileName = leaderboardExportFileName(tournamentId, now);
  const language: Language = yield select(selectShownLanguage);
  try {
    yield abortableCall(downloadApiFile, leaderboardExportPath(tournamentId), fileName, language);
    yield put(exportStarted({ tournamentId, fileName }));
  } catch (error) {
    yield put(exportFailed({ tournamentId, message: errorMessage(error) }));
  }
}

/** Spec §8: 'Export failure: browser alert 'Error: {message}''. */
export function* alertExportFailure({ payload }: ReturnType<typeof exportFailed>): SagaIterator {
  yield call(showAlert, messageRef(sharedMessages.error, { message: payload.message }));
}

export function* leaderboardExportSagas(): SagaIterator {
  // A second press while its export starts is ignored; other tournaments export side by side.
  yield takeLeadingPerKey(exportRequested, ({ payload }) => payload, exportLeaderboard);
  yield takeEvery(exportFailed, alertExportFailure);
}
