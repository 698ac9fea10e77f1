/**
 * The submit process (spec §2, §4), owned here whole: Create; Save, the tournament then its boosters; Publish, the
 * boosters then the status; Duplicate, the copy then its boosters. Full validation first, then the requests.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { fetchBoosters, saveBoosters } from '../../../api/boosters';
import { foundNoServer } from '../../../api/client';
import { createDuplicate, createTournament, updateTournament } from '../../../api/tournamentEditor';
import { selectApiOffers } from '../../../app/apiExtensionsSlice';
import { boosterShifted, duplicateShift, withWindowShifted } from '../../../domain/duplicateWindow';
import { TournamentStatus } from '../../../domain/enums';
import type { Booster, Tournament } from '../../../domain/tournament';
import { CLONE_SUFFIX, TOURNAMENT_VALIDATION_MESSAGES, validateTournament, type FieldError, type ValidationMode } from '../../../domain/tournamentValidation';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { abortableCall } from '../../../lib/abortableCall';
import { navigateTo } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { openWithSession, signInForNewTab, type NewTabSignIn } from '../../auth';
import { errorMessage } from '../../../lib/errorMessage';
import { handledAsStale } from '../conflict/conflictSagas';
import { clearSavedDraft } from './draftStorage';
import { selectHasUnsavedChanges, selectIfMatch, selectWorkingTournament } from '../editorSelectors';
import * as editor from '../editorSlice';
import type { SubmitFailure } from '../editorState';
import { saveBoosterChanges } from './boosterWrites';

const messages = defineMessages({
  unsavedChanges: { id: 'editor.publish.unsavedChanges', defaultMessage: 'You have unsaved changes' },
});

export const UNSAVED_CHANGES_MESSAGE = messages.unsavedChanges;
/** The domain's publish rule, checked first: Publish is refused before anything else is looked at. */
export const CLONE_TITLE_MESSAGE = TOURNAMENT_VALIDATION_MESSAGES.cloneTitle;

/** The working copy when it passes `mode`'s rules; otherwise the fields are marked and undefined. */
function* validWorkingCopy(mode: ValidationMode): SagaIterator<Tournament | undefined> {
  const tournament: Tournament | undefined = yield select(selectWorkingTournament);
  if (!tournament) return undefined;
  const now: Date = yield call(() => new Date());
  const errors: FieldError[] = validateTournament(tournament, { mode, now });
  if (errors.length === 0) return tournament;
  yield put(editor.validationFailed({ errors }));
  return undefined;
}

/** A failure's words, and whether no server answered: that Create or Save is made again once one does (issue 27). */
const submitFailure = (error: unknown): SubmitFailure => ({ message: errorMessage(error), ...(foundNoServer(error) && { noServer: true }) });

export function* createSaga(): SagaIterator {
  const tournament: Tournament | undefined = yield call(validWorkingCopy, 'create');
  if (!tournament) return;
  try {
    const id: number = yield abortableCall(createTournament, tournament);
    yield call(clearSavedDraft, 'new');
    yield put(editor.created({ id }));
    yield call(navigateTo, paths.tournament.link({ id }));
  } catch (error) {
    yield put(editor.createFailed(submitFailure(error)));
  }
}

export function* saveSaga(): SagaIterator {
  const tournament: Tournament | undefined = yield call(validWorkingCopy, 'update');
  if (!tournament) return;
  try {
    const ifMatch: string | undefined = yield select(selectIfMatch);
    const stored: Tournament = yield abortableCall(updateTournament, tournament, ifMatch);
    yield put(editor.saved(stored));
  } catch (error) {
    if (yield call(handledAsStale, 'save', error, saveSaga)) return;
    return yield put(editor.saveFailed(submitFailure(error)));
  }
  // The boosters report their own outcome (spec §8 'Failed to save boosters').
  yield call(saveBoosterChanges, 'save');
}

const endsWithClone = (title: string) => title.trim().toLowerCase().endsWith(CLONE_SUFFIX.toLowerCase());

/**
 * Refused with unsaved changes of the form or a [Clone] title; else the boosters are saved, then the
 * tournament as In Progress. Boosters first: the server takes booster changes only while it is a Draft.
 */
export function* publishSaga(): SagaIterator {
  const dirty: boolean = yield select(selectHasUnsavedChanges);
  const current: Tournament | undefined = yield select(selectWorkingTournament);
  if (dirty) return yield put(editor.publishRefused({ message: messageRef(UNSAVED_CHANGES_MESSAGE) }));
  if (current && endsWithClone(current.title)) return yield put(editor.publishRefused({ message: messageRef(CLONE_TITLE_MESSAGE) }));
  const tournament: Tournament | undefined = yield call(validWorkingCopy, 'publish');
  if (!tournament) return;
  const boostersSaved: boolean = yield call(saveBoosterChanges, 'publish');
  if (!boostersSaved) return yield put(editor.publishStopped());
  try {
    const ifMatch: string | undefined = yield select(selectIfMatch);
    const stored: Tournament = yield abortableCall(updateTournament, { ...tournament, status: TournamentStatus.InProgress }, ifMatch);
    yield put(editor.published(stored));
  } catch (error) {
    if (yield call(handledAsStale, 'publish', error, publishSaga)) return;
    yield put(editor.publishFailed({ message: errorMessage(error) }));
  }
}

/**
 * A Draft '{title} [Clone]' with copies (id 0) of every booster. A window already under way moves to the
 * next hour, boosters with it (duplicateWindow; the server moves an API client's copy the same way).
 * The copy opens in a new tab, as spec §4 says (decision 139).
 */
export function* duplicateSaga(): SagaIterator {
  const tournament: Tournament | undefined = yield select(selectWorkingTournament);
  if (!tournament) return;
  // The copy's tab gets a sign-in of its own, made while the copy is being saved (decision 147).
  const newTabSignIn: NewTabSignIn = yield call(signInForNewTab);
  try {
    const now: Date = yield call(() => new Date());
    const shift = duplicateShift(tournament.time_configuration, now);
    const clone = withWindowShifted({ ...tournament, id: 0, status: TournamentStatus.Draft, title: `${tournament.title} ${CLONE_SUFFIX}` }, shift);
    // An API that keeps a history is told the source, which the copy's history names.
    const historyOffered: boolean = yield select(selectApiOffers, 'history');
    const id: number = historyOffered ? yield abortableCall(createDuplicate, clone, tournament.id) : yield abortableCall(createTournament, clone);
    const boosters: Booster[] = yield abortableCall(fetchBoosters, tournament.id);
    const copies = boosters.map((booster) => ({ ...boosterShifted(booster, shift), id: 0, tournament_id: id }));
    // A new tournament nobody else has loaded: no version to check.
    if (copies.length > 0) yield abortableCall(saveBoosters, copies, undefined);
    // The tab first: it starts while this one shows the notice.
    yield call(openWithSession, paths.tournament.link({ id }), newTabSignIn.tokens);
    yield put(editor.duplicated({ id, movedTo: shift === 0 ? undefined : clone.time_configuration.start }));
  } catch (error) {
    yield put(editor.duplicateFailed({ message: errorMessage(error) }));
  }
}

/** Each submit runs alone: a second click while one is in flight is dropped. */
export function* submitSagas(): SagaIterator {
  yield takeLeading(editor.createRequested, createSaga);
  yield takeLeading(editor.saveRequested, saveSaga);
  yield takeLeading(editor.publishRequested, publishSaga);
  yield takeLeading(editor.duplicateRequested, duplicateSaga);
}
