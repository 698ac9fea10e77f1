/** What follows a write refused as stale (412): the dialog gets their version, and 'Overwrite with mine' writes again. */
import type { SagaIterator } from 'redux-saga';
import { put, select } from 'redux-saga/effects';
import { fetchBoosters } from '../../../api/boosters';
import { staleVersionOf } from '../../../api/concurrency';
import { fetchTournament } from '../../../api/tournamentEditor';
import type { Booster, Tournament } from '../../../domain/tournament';
import { abortableCall } from '../../../lib/abortableCall';
import { selectOpened } from '../editorSelectors';
import * as editor from '../editorSlice';
import type { ConflictedOperation } from './editConflict';

/**
 * When `error` is a stale refusal, loads their version (the tournament and its boosters) and opens the
 * conflict dialog: true. False for any other failure, which the caller reports as before; also when their
 * version cannot be read, since a dialog without it could show no changes.
 */
export function* reportedAsConflict(operation: ConflictedOperation, error: unknown): SagaIterator<boolean> {
  const stale = staleVersionOf(error);
  const id: ReturnType<typeof selectOpened> = yield select(selectOpened);
  if (!stale || typeof id !== 'number') return false;
  try {
    const theirs: Tournament = yield abortableCall(fetchTournament, id);
    const theirBoosters: Booster[] = yield abortableCall(fetchBoosters, id);
    yield put(editor.conflictFound({ operation, stale, theirs, theirBoosters }));
    return true;
  } catch {
    // The refusal itself is what the caller reports (its '412 - Precondition Failed').
    return false;
  }
}

const REQUESTS = {
  save: editor.saveRequested,
  publish: editor.publishRequested,
  cancel: editor.cancelRequested,
  summaryVideoUrl: editor.summaryVideoUrlSaveRequested,
} satisfies Record<ConflictedOperation, () => unknown>;

/** 'Overwrite with mine': the refused write again, now with their version's If-Match. */
export function* overwriteWithMine({ payload }: ReturnType<typeof editor.overwriteChosen>): SagaIterator {
  yield put(REQUESTS[payload.operation]());
}
