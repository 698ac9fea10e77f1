import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import { HttpStatusError } from '../../api/client';
import { sendUnsentBonus } from '../../api/unsent';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessageWithDetail } from '../../lib/errorMessage';
import { loadBonusCatalog } from '../bonuses';
import { sendAllFinished } from './bulkSendEvents';
import { selectBulkSendPhase, selectBulkSendStopping } from './bulkSendSelectors';
import {
  bulkSendLeft,
  entrySendFailed,
  entrySent,
  sendAllCanceled,
  sendAllConfirmed,
  sendAllRequested,
  valuingEnded,
  type BulkSendPhase,
} from './bulkSendSlice';

/** Loads the bonus list that values the entries, then waits for the person's answer. */
function* confirmation(): SagaIterator {
  yield call(loadBonusCatalog);
  yield put(valuingEnded());
  yield take(sendAllConfirmed);
  return true;
}

/**
 * Values the entries (the bonus list), waits for the confirmation, then sends them one at a time with the
 * spec's PUT /api/bonus-outbox/sent, one call per entry: the server's claim keeps each send exactly-once,
 * even against a Send pressed on the same row meanwhile. One at a time so that Stop ends the run after the
 * send in flight, and the gateway is not flooded by one person's click.
 */
export function* sendAll({ payload: { scope, entries } }: ReturnType<typeof sendAllRequested>): SagaIterator {
  // Cancel ends the run while the value loads (aborting that request) as well as at the question.
  const { confirmed } = yield race({ confirmed: call(confirmation), canceled: take(sendAllCanceled) });
  if (!confirmed) return;
  for (const entry of entries) {
    const stopping: boolean = yield select(selectBulkSendStopping);
    if (stopping) break;
    try {
      yield abortableCall(sendUnsentBonus, entry);
      yield put(entrySent(entry.id));
    } catch (error) {
      // The server's reason (the gateway's refusal, 'Bonus already sent') is what the summary lists.
      const taken = error instanceof HttpStatusError && error.status === 409;
      yield put(entrySendFailed({ id: entry.id, message: errorMessageWithDetail(error), taken }));
    }
  }
  yield put(sendAllFinished({ scope }));
}

/** A run that was accepted (the store ignores a press while one is under way) runs until it ends or its page closes. */
function* sendAllUntilLeft(action: ReturnType<typeof sendAllRequested>): SagaIterator {
  const phase: BulkSendPhase = yield select(selectBulkSendPhase);
  if (phase !== 'valuing') return;
  // Leaving cancels the run, which aborts the send in flight; the server still records that send's outcome.
  yield race({ run: call(sendAll, action), left: take(bulkSendLeft) });
}

export function* bulkSendSagas(): SagaIterator {
  yield takeLeading(sendAllRequested, sendAllUntilLeft);
}
