import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchTournamentResults, resultsFilePath } from '../../api/results';
import { resultsFileName } from '../../domain/results/resultsFileName';
import type { PendingResults, TournamentResults } from '../../domain/results/tournamentResults';
import type { Language } from '../../i18n/languages';
import { selectShownLanguage } from '../../i18n/languageSlice';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessageWithDetail } from '../../lib/errorMessage';
import { downloadApiFile } from '../leaderboardExport';
import { selectResultsOffered, selectResultsTournamentId } from './resultsSelectors';
import * as results from './resultsSlice';

/** How soon to ask again while the server computes the first figures (its job looks every 10 seconds). */
export const PENDING_POLL_MS = 10_000;
/** How soon to ask again for a running tournament's snapshot (the server refreshes it every 5 minutes). */
export const PROVISIONAL_REFRESH_MS = 60_000;

/** The time the export's file is named after; called through `call` so that tests provide it. */
export const exportTime = () => new Date();

/**
 * While the tab shows: reads the results, again every 10 s while they are pending and every minute while
 * provisional; final ones are read once. A refusal (409: not started, events expired) ends it. Closing the tab
 * cancels it (takeLatest), which aborts a request in flight and ends the waiting.
 */
export function* readResults(action: ReturnType<typeof results.resultsTabOpened | typeof results.resultsTabClosed>): SagaIterator {
  if (results.resultsTabClosed.match(action)) return;
  // An API without the extension has no such call (the tab is hidden then too).
  if (!(yield select(selectResultsOffered))) return;
  const tournamentId: number | null = yield select(selectResultsTournamentId);
  if (tournamentId === null) return;
  for (;;) {
    let answer: TournamentResults | PendingResults;
    try {
      answer = yield abortableCall(fetchTournamentResults, tournamentId);
    } catch (error) {
      yield put(results.resultsLoadFailed({ message: errorMessageWithDetail(error) }));
      return;
    }
    if (answer.state === 'pending') yield put(results.resultsPending());
    else yield put(results.resultsLoaded(answer));
    if (answer.state === 'final') return;
    yield delay(answer.state === 'pending' ? PENDING_POLL_MS : PROVISIONAL_REFRESH_MS);
  }
}

/** Saves the results' CSV or workbook, named by the console as the server names it; the bytes stream from the server to disk. */
export function* exportResults({ payload: format }: ReturnType<typeof results.resultsExportRequested>): SagaIterator {
  const tournamentId: number | null = yield select(selectResultsTournamentId);
  if (tournamentId === null) return;
  const now: Date = yield call(exportTime);
  const fileName = resultsFileName(tournamentId, now, format);
  const language: Language = yield select(selectShownLanguage);
  try {
    yield abortableCall(downloadApiFile, resultsFilePath(tournamentId, format), fileName, language);
    yield put(results.resultsExportStarted({ fileName }));
  } catch (error) {
    yield put(results.resultsExportFailed({ message: errorMessageWithDetail(error) }));
  }
}

export function* resultsSagas(): SagaIterator {
  yield all([takeLatest([results.resultsTabOpened, results.resultsTabClosed], readResults), takeLeading(results.resultsExportRequested, exportResults)]);
}
