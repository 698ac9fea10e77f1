/**
 * The edits kept in the browser (draftStorage.ts): written a pause after each edit, offered back when the page opens
 * again, forgotten once stored; and a Create or Save that found no server, made again once it answers (issue 27).
 */
import { signedOut } from '../../auth';
import { boosterEditActions, boostersSaved, keptChangesRestored, saveFailed as boostersSaveFailed } from '../../boosters';
import { serverReached } from '../../connection';
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, debounce, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { selectOpened } from '../../openedTournament';
import { clearSavedDraft, readKeptEdits, writeKeptEdits, type DraftPage } from './draftStorage';
import { selectEditable, selectHasSavedDraft, selectRetryOnReconnect } from '../editorSelectors';
import * as editor from '../editorSlice';
import type { KeptEdits } from './keptEdits';
import { selectKeptEdits } from './keptEditsSelectors';

/** Spec §9: the create form is autosaved 1 second after the last edit (a Draft's edits and its boosters' likewise). */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Opening /create, or a Draft once loaded, offers the edits kept in the browser back; No forgets them. Edits kept for
 * a tournament that is no longer a Draft cannot be saved any more, and are forgotten. The Boosters tab's kept
 * changes come back on the same Yes.
 */
export function* offerSavedDraft(): SagaIterator {
  const page: DraftPage | null = yield select(selectOpened);
  if (page === null) return;
  const kept: KeptEdits | null = yield call(readKeptEdits, page);
  if (!kept) return;
  const editable: boolean = page === 'new' || (yield select(selectEditable));
  if (!editable) return yield call(clearSavedDraft, page);
  yield put(editor.draftFound(kept));
  if (page === 'new' || !kept.boosters) return;
  const answer: Action = yield take([editor.draftRestored, editor.draftDiscarded, editor.tournamentOpened, editor.pageClosed]);
  if (editor.draftRestored.match(answer)) yield put(keptChangesRestored({ tournamentId: page, ...kept.boosters }));
}

/**
 * Keeps what the page has not stored (the create form always); an existing tournament with nothing unsaved keeps
 * nothing. While kept edits wait for an answer to their offer, they are what the browser keeps.
 */
export function* autosaveDraft(): SagaIterator {
  const page: DraftPage | null = yield select(selectOpened);
  const kept: KeptEdits | undefined = yield select(selectKeptEdits);
  const offered: boolean = yield select(selectHasSavedDraft);
  if (page === null || offered) return;
  if (kept) yield call(writeKeptEdits, page, kept);
  else if (page !== 'new') yield call(clearSavedDraft, page);
}

/** The edits were given up (Load their version, No to the offer) or the tournament left Draft: nothing to keep. */
export function* forgetSavedDraft(): SagaIterator {
  const page: DraftPage | null = yield select(selectOpened);
  if (page !== null) yield call(clearSavedDraft, page);
}

/**
 * The server answers again after a Create or Save found none: that submit is made again, once, and a toast says so.
 * Edited since, or on another page, there is none to make (the reducers forgot it).
 */
export function* retryAfterReconnect(): SagaIterator {
  const submit: ReturnType<typeof selectRetryOnReconnect> = yield select(selectRetryOnReconnect);
  if (submit === null) return;
  yield put(editor.retriedOnReconnect(submit));
  yield put(submit === 'create' ? editor.createRequested() : editor.saveRequested());
}

const foundNoServer = (action: Action) => (editor.saveFailed.match(action) || editor.createFailed.match(action)) && action.payload.noServer === true;

export function* keptEditsSagas(): SagaIterator {
  yield takeLatest([editor.createOpened, editor.tournamentLoaded], offerSavedDraft);
  // Create clears the create form's itself (createSaga), before it leaves the page.
  yield takeLatest([editor.draftDiscarded, editor.published, editor.canceled, editor.theirVersionLoaded], forgetSavedDraft);
  yield debounce(AUTOSAVE_DELAY_MS, [...editor.editActions, ...boosterEditActions], autosaveDraft);
  // Kept, or forgotten, as each part is stored: Save stores the tournament first, then its boosters.
  yield takeLatest([editor.saved, boostersSaved, boostersSaveFailed], autosaveDraft);
  // The session ended, or a submit found no server: kept now rather than after the pause, as the page may go next.
  yield takeLatest((action: Action) => signedOut.match(action) || foundNoServer(action), autosaveDraft);
  yield takeLeading(serverReached, retryAfterReconnect);
}
