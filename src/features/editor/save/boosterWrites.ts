/**
 * The boosters' part of Save and Publish (spec §4): a write of the tournament like its own, with its If-Match, its
 * version after it and its conflict dialog. The boosters feature says what changed and takes the outcome.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { deleteBoosters, saveBoosters, type BoostersWritten } from '../../../api/boosters';
import type { Booster } from '../../../domain/tournament';
import type { FieldError } from '../../../domain/tournamentValidation';
import { defineMessages } from '../../../i18n/defineMessages';
import { messageRef } from '../../../i18n/text';
import { abortableCall } from '../../../lib/abortableCall';
import { errorMessage } from '../../../lib/errorMessage';
import * as boosters from '../../boosters';
import { staleOutcome, type StaleOutcome } from '../conflict/conflictSagas';
import type { ConflictedOperation } from '../conflict/editConflict';
import { selectIfMatch } from '../editorSelectors';
import { versionAdvanced } from '../editorSlice';

const messages = defineMessages({
  notSaved: { id: 'boosters.save.notSaved', defaultMessage: 'The server did not save the boosters' },
});

/**
 * A booster write is a write of the tournament: its answer's ETag is the tournament's version after it,
 * which the next write sends as If-Match.
 */
function* keepVersion(written: BoostersWritten): SagaIterator {
  if (written.version !== undefined) yield put(versionAdvanced(written.version));
}

/**
 * Saves the booster changes: the deleted ids to DELETE, then the remaining boosters to POST. Called by the
 * tournament's Save and Publish (`operation`); true when there was nothing to save or all was saved, false when the
 * boosters are invalid (nothing is sent), a request failed, or the tournament changed since it was loaded (the
 * conflict dialog opens).
 */
export function* saveBoosterChanges(operation: ConflictedOperation): SagaIterator<boolean> {
  const unsaved: boolean = yield select(boosters.selectHasUnsavedBoosterChanges);
  if (!unsaved) return true;
  const errors: FieldError[] = yield select(boosters.selectBoosterErrors);
  if (errors.length > 0) {
    yield put(boosters.validationFailed({ errors }));
    return false;
  }
  const { kept, deletedIds }: { kept: Booster[]; deletedIds: number[] } = yield select(boosters.selectBoosterChanges);
  yield put(boosters.saveStarted());
  try {
    // Deletions first: once they are through, a failed POST leaves nothing that a retry would delete twice.
    if (deletedIds.length > 0) {
      const deleted: BoostersWritten = yield abortableCall(deleteBoosters, deletedIds, yield select(selectIfMatch));
      yield call(keepVersion, deleted);
      yield put(boosters.deletionsSaved(deletedIds));
    }
    if (kept.length > 0) {
      const saved: BoostersWritten = yield abortableCall(saveBoosters, kept, yield select(selectIfMatch));
      if (!saved.saved) {
        yield put(boosters.saveFailed({ message: messageRef(messages.notSaved) }));
        return false;
      }
      yield call(keepVersion, saved);
    }
    yield put(boosters.boostersSaved());
    return true;
  } catch (error) {
    // A stale version is told by the conflict dialog, not as a failure; one with no change of theirs is written on.
    const outcome: StaleOutcome = yield call(staleOutcome, operation, error);
    if (outcome === 'repeat') return yield call(saveBoosterChanges, operation);
    if (outcome === 'failure') yield put(boosters.saveFailed({ message: errorMessage(error) }));
    return false;
  }
}
