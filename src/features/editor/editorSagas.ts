import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { fetchBoardSize } from '../../api/leaderboard';
import { assignPlayer, cancelTournament, fetchTournament, saveSummaryVideoUrl } from '../../api/tournamentEditor';
import { HttpStatusError } from '../../api/client';
import type { Tournament } from '../../domain/tournament';
import { isWebUrl } from '../../domain/tournamentValidation';
import { abortableCall } from '../../lib/abortableCall';
import { handledAsStale, overwriteWithMine } from './conflict/conflictSagas';
import { selectCancelReason, selectIfMatch, selectLoadStatus, selectWorkingTournament } from './editorSelectors';
import * as editor from './editorSlice';
import { probeImage } from './imageProbe';
import { keptEditsSagas } from './save/keptEditsSagas';
import { submitSagas } from './save/submitSagas';
import { errorMessage } from '../../lib/errorMessage';
import { serverReached } from '../connection';
import { selectOpened } from '../openedTournament';
import { IMAGE_FIELDS, type ImageField } from './editorState';

/** Spec §9: image URLs are checked 1 second after typing. */
export const IMAGE_CHECK_DELAY_MS = 1000;

export function* loadSaga(action: ReturnType<typeof editor.tournamentOpened> | ReturnType<typeof editor.pageClosed>): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (editor.pageClosed.match(action)) return;
  try {
    const tournament: Tournament = yield abortableCall(fetchTournament, action.payload);
    yield put(editor.tournamentLoaded(tournament));
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 404) yield put(editor.tournamentNotFound());
    else yield put(editor.loadFailed({ message: errorMessage(error) }));
  }
}

/** The open tournament's id, or undefined on /create and with no page open. */
function* openedId(): SagaIterator<number | undefined> {
  const opened: ReturnType<typeof selectOpened> = yield select(selectOpened);
  return typeof opened === 'number' ? opened : undefined;
}

/** A tournament whose load found no server is loaded again once the server answers (the connection banner's end). */
export function* reloadAfterReconnect(): SagaIterator {
  const id: number | undefined = yield call(openedId);
  const loadStatus: ReturnType<typeof selectLoadStatus> = yield select(selectLoadStatus);
  if (id !== undefined && loadStatus === 'failed') yield put(editor.tournamentOpened(id));
}

/**
 * Cancel, after the UI's confirmation; the answer is the canceled tournament, shown at once. The dialog's reason
 * goes with it where the API keeps one (extension 'cancelReason'); a blank one is none.
 */
export function* cancelSaga(): SagaIterator {
  const id: number | undefined = yield call(openedId);
  if (id === undefined) return;
  try {
    const ifMatch: string | undefined = yield select(selectIfMatch);
    const reason: string | undefined = yield select(selectCancelReason);
    const tournament: Tournament = yield abortableCall(cancelTournament, id, reason, ifMatch);
    yield put(editor.canceled(tournament));
  } catch (error) {
    if (yield call(handledAsStale, 'cancel', error, cancelSaga)) return;
    yield put(editor.cancelFailed({ message: errorMessage(error) }));
  }
}

/** The players the Cancel dialog says would lose their places, counted as it opens. */
export function* countBoardForCancel(action: ReturnType<typeof editor.cancelDialogOpened | typeof editor.cancelDialogClosed>): SagaIterator {
  const id: number | undefined = yield call(openedId);
  if (editor.cancelDialogClosed.match(action) || id === undefined) return;
  try {
    const size: number = yield abortableCall(fetchBoardSize, id);
    yield put(editor.boardCounted(size));
  } catch (error) {
    yield put(editor.boardCountFailed({ message: errorMessage(error) }));
  }
}

/** The server's answer decides (spec §5): truthy is assigned; false, or a failure, is not. */
export function* assignPlayerSaga({ payload: playerId }: ReturnType<typeof editor.playerAssignRequested>): SagaIterator {
  const id: number | undefined = yield call(openedId);
  if (id === undefined) return;
  try {
    const assigned: unknown = yield abortableCall(assignPlayer, id, playerId);
    yield put(assigned ? editor.playerAssigned(playerId) : editor.playerAssignFailed({ playerId }));
  } catch {
    // The one message of spec §5 covers every refusal; the status adds nothing staff can act on.
    yield put(editor.playerAssignFailed({ playerId }));
  }
}

export function* summaryVideoUrlSaga(): SagaIterator {
  const id: number | undefined = yield call(openedId);
  const tournament: Tournament | undefined = yield select(selectWorkingTournament);
  if (id === undefined || !tournament) return;
  try {
    const ifMatch: string | undefined = yield select(selectIfMatch);
    const stored: Tournament = yield abortableCall(saveSummaryVideoUrl, id, tournament.summary_video_url, ifMatch);
    yield put(editor.summaryVideoUrlSaved(stored));
  } catch (error) {
    if (yield call(handledAsStale, 'summaryVideoUrl', error, summaryVideoUrlSaga)) return;
    yield put(editor.summaryVideoUrlSaveFailed({ message: errorMessage(error) }));
  }
}

/** Status of one image field now; a non-empty URL is loaded after the typing pause (the caller's delay). */
export function* checkImage(field: ImageField, waitFirst: boolean): SagaIterator {
  const tournament: Tournament | undefined = yield select(selectWorkingTournament);
  const url = tournament?.[field].trim() ?? '';
  if (url === '') return yield put(editor.imageChecked({ field, status: 'not set' }));
  // Never loaded: a URL the rules refuse (javascript:, data:, relative) is not an image the player's site can show.
  if (!isWebUrl(url)) return yield put(editor.imageChecked({ field, status: 'not accessible' }));
  if (waitFirst) yield delay(IMAGE_CHECK_DELAY_MS);
  yield put(editor.imageCheckStarted(field));
  const accessible: boolean = yield abortableCall(probeImage, url);
  yield put(editor.imageChecked({ field, status: accessible ? 'accessible' : 'not accessible' }));
}

const isImageEdit = (field: ImageField) => (action: Action) => editor.fieldChanged.match(action) && action.payload.field === field;
const isCopyReplaced = (action: Action) => [editor.tournamentLoaded, editor.draftRestored, editor.createOpened, editor.pageClosed].some((event) => event.match(action));

/**
 * One takeLatest per image field: typing again restarts the pause and cancels the check in flight
 * (aborting its <img>); a copy loaded or restored is checked at once, and a closed page cancels it.
 */
function* watchImageField(field: ImageField): SagaIterator {
  yield takeLatest(
    (action: Action) => isImageEdit(field)(action) || isCopyReplaced(action),
    function* (action: Action): SagaIterator {
      if (!editor.pageClosed.match(action)) yield call(checkImage, field, isImageEdit(field)(action));
    },
  );
}

export function* editorSagas(): SagaIterator {
  yield takeLatest([editor.tournamentOpened, editor.pageClosed], loadSaga);
  yield fork(submitSagas);
  yield takeLeading(editor.cancelRequested, cancelSaga);
  // Closing the dialog or opening it again drops the count in flight.
  yield takeLatest([editor.cancelDialogOpened, editor.cancelDialogClosed], countBoardForCancel);
  yield takeLeading(editor.playerAssignRequested, assignPlayerSaga);
  yield takeLeading(editor.summaryVideoUrlSaveRequested, summaryVideoUrlSaga);
  yield takeLeading(editor.overwriteChosen, overwriteWithMine);
  yield takeLatest(serverReached, reloadAfterReconnect);
  yield fork(keptEditsSagas);
  yield all(IMAGE_FIELDS.map((field) => call(watchImageField, field)));
}
