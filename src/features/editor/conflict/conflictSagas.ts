/**
 * What follows a write refused as stale (412): written again on their version when it changed nothing shown, else the
 * dialog gets their version, and 'Overwrite with mine' writes again.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { fetchBoosters } from '../../../api/boosters';
import { staleVersionOf } from '../../../api/concurrency';
import { fetchTournament } from '../../../api/tournamentEditor';
import type { Booster, Tournament } from '../../../domain/tournament';
import { abortableCall } from '../../../lib/abortableCall';
import { selectOpened } from '../../openedTournament';
import { selectStoredTournament } from '../editorSelectors';
import * as editor from '../editorSlice';
import { selectTheyChangedNothing } from './conflictSelectors';
import type { ConflictedOperation } from './editConflict';

/**
 * How a write refused as stale ends: made again on their version when it has no change of theirs to show
 * ('repeat'), told by the conflict dialog ('conflict'), or reported by the caller as a failure ('failure').
 */
export type StaleOutcome = 'repeat' | 'conflict' | 'failure';

/**
 * When `error` is a stale refusal, loads their version (the tournament and its boosters). One with no change of
 * theirs (a disqualification or an approved payout moved the version on, decision 158) becomes this page's version,
 * for the caller to write again at once: 'repeat'. Otherwise the conflict dialog opens: 'conflict'. 'failure' for any
 * other error, and when their version cannot be read, since a dialog without it could show no changes.
 */
export function* staleOutcome(operation: ConflictedOperation, error: unknown): SagaIterator<StaleOutcome> {
  const stale = staleVersionOf(error);
  const id: ReturnType<typeof selectOpened> = yield select(selectOpened);
  if (!stale || typeof id !== 'number') return 'failure';
  try {
    const theirs: Tournament = yield abortableCall(fetchTournament, id);
    const theirBoosters: Booster[] = yield abortableCall(fetchBoosters, id);
    const stored: Tournament | null = yield select(selectStoredTournament);
    const unchanged: boolean = yield select(selectTheyChangedNothing, theirs, theirBoosters);
    // A version already adopted and refused again is not written on a second time: the dialog then, not a loop.
    if (unchanged && theirs.version !== undefined && theirs.version !== stored?.version) {
      yield put(editor.versionAdvanced(theirs.version));
      return 'repeat';
    }
    yield put(editor.conflictFound({ operation, stale, theirs, theirBoosters }));
    return 'conflict';
  } catch {
    // The refusal itself is what the caller reports (its '412 - Precondition Failed').
    return 'failure';
  }
}

/**
 * A refused write's stale outcome, for a write saga: `repeat` (the saga itself, called here since the running one
 * would not take its own request again) on their version, or the dialog. False when the caller reports a failure.
 */
export function* handledAsStale(operation: ConflictedOperation, error: unknown, repeat: () => SagaIterator): SagaIterator<boolean> {
  const outcome: StaleOutcome = yield call(staleOutcome, operation, error);
  if (outcome === 'repeat') yield call(repeat);
  return outcome !== 'failure';
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
