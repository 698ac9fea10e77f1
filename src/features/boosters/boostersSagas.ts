import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { deleteBoosters, fetchBoosters, saveBoosters, type BoostersWritten } from '../../api/boosters';
import type { Booster } from '../../domain/tournament';
import type { FieldError } from '../../domain/tournamentValidation';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef } from '../../i18n/text';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { staleOutcome, type StaleOutcome } from '../editor/conflict/conflictSagas';
import type { ConflictedOperation } from '../editor/conflict/editConflict';
import { selectIfMatch } from '../editor/editorSelectors';
import { pageClosed, tournamentOpened, versionAdvanced } from '../editor/editorSlice';
import { selectBoosterChanges, selectBoosterErrors, selectBoostersTournamentId, selectHasUnsavedBoosterChanges } from './boostersSelectors';
import {
  boostersLoaded,
  boostersSaved,
  deletionsSaved,
  loadFailed,
  refreshRequested,
  saveFailed,
  saveStarted,
  tabOpened,
  validationFailed,
} from './boostersSlice';

const messages = defineMessages({
  notSaved: { id: 'boosters.save.notSaved', defaultMessage: 'The server did not save the boosters' },
});

/** Opening the tab, Refresh and a save (new boosters get their ids) load the list; another page only cancels. */
const loadEvents = [tabOpened, refreshRequested, boostersSaved, tournamentOpened, pageClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]>;

export function* loadBoosters(action: LoadEvent): SagaIterator {
  // Another tournament's page, or none: takeLatest has cancelled the load in flight, aborting its request.
  if (tournamentOpened.match(action) || pageClosed.match(action)) return;
  // Back on the tab with changes not saved yet: they stay (tabOpened kept them).
  if (tabOpened.match(action) && (yield select(selectHasUnsavedBoosterChanges))) return;
  const tournamentId: number | null = yield select(selectBoostersTournamentId);
  if (tournamentId === null) return;
  try {
    const boosters: Booster[] = yield abortableCall(fetchBoosters, tournamentId);
    yield put(boostersLoaded(boosters));
  } catch (error) {
    yield put(loadFailed({ message: errorMessage(error) }));
  }
}

/**
 * A booster write is a write of the tournament: its answer's ETag is the tournament's version after it,
 * which the next write sends as If-Match.
 */
function* keepVersion(written: BoostersWritten): SagaIterator {
  if (written.version !== undefined) yield put(versionAdvanced(written.version));
}

/**
 * Saves the booster changes (spec §4): the deleted ids to DELETE, then the remaining boosters to POST.
 * Called by the tournament's Save and Publish (`operation`); true when there was nothing to save or all was
 * saved, false when the boosters are invalid (nothing is sent), a request failed, or the tournament changed
 * since it was loaded (the conflict dialog opens).
 */
export function* saveBoosterChanges(operation: ConflictedOperation): SagaIterator<boolean> {
  const unsaved: boolean = yield select(selectHasUnsavedBoosterChanges);
  if (!unsaved) return true;
  const errors: FieldError[] = yield select(selectBoosterErrors);
  if (errors.length > 0) {
    yield put(validationFailed({ errors }));
    return false;
  }
  const { kept, deletedIds }: { kept: Booster[]; deletedIds: number[] } = yield select(selectBoosterChanges);
  yield put(saveStarted());
  try {
    // Deletions first: once they are through, a failed POST leaves nothing that a retry would delete twice.
    if (deletedIds.length > 0) {
      const deleted: BoostersWritten = yield abortableCall(deleteBoosters, deletedIds, yield select(selectIfMatch));
      yield call(keepVersion, deleted);
      yield put(deletionsSaved(deletedIds));
    }
    if (kept.length > 0) {
      const saved: BoostersWritten = yield abortableCall(saveBoosters, kept, yield select(selectIfMatch));
      if (!saved.saved) {
        yield put(saveFailed({ message: messageRef(messages.notSaved) }));
        return false;
      }
      yield call(keepVersion, saved);
    }
    yield put(boostersSaved());
    return true;
  } catch (error) {
    // A stale version is told by the conflict dialog, not as a failure; one with no change of theirs is written on.
    const outcome: StaleOutcome = yield call(staleOutcome, operation, error);
    if (outcome === 'repeat') return yield call(saveBoosterChanges, operation);
    if (outcome === 'failure') yield put(saveFailed({ message: errorMessage(error) }));
    return false;
  }
}

export function* boostersSagas(): SagaIterator {
  yield takeLatest(loadEvents, loadBoosters);
}
