import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, take, takeLatest } from 'redux-saga/effects';
import { fetchUnsentBonusCount, fetchUnsentBonuses, replaceUnsentBonusCode, sendUnsentBonus } from '../../api/unsent';
import type { OutboxEntry } from '../../domain/outboxEntry';
import { abortableCall } from '../../lib/abortableCall';
import { takeLeadingPerKey } from '../../lib/takeLeadingPerKey';
import {
  bonusSent,
  codeReplaced,
  codeReplacementChosen,
  codeReplacementFailed,
  countLoaded,
  countLoadFailed,
  listClosed,
  listLoaded,
  listLoadFailed,
  listOpened,
  refreshRequested,
  sendFailed,
  sendRequested,
} from './unsentSlice';
import { errorMessage, errorMessageWithDetail } from '../../lib/errorMessage';
import { signedIn, signedOut } from '../auth';
import { sendAllFinished } from '../bulkSend';

/** Spec §9: the navbar's unsent count is refreshed every 60 seconds. */
export const UNSENT_COUNT_REFRESH_MS = 60_000;

/** Opening or refreshing the page, a bonus sent from it, or its 'Send all shown' ending, (re)loads the list; closing it only cancels. */
const listEvents = [listOpened, refreshRequested, bonusSent, listClosed];
type ListEvent = ReturnType<(typeof listEvents)[number]> | ReturnType<typeof sendAllFinished>;
const isListEvent = (action: Action) => listEvents.some((event) => event.match(action)) || (sendAllFinished.match(action) && action.payload.scope === 'unsent');

export function* loadUnsentList(action: ListEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (listClosed.match(action)) return;
  try {
    const entries: OutboxEntry[] = yield abortableCall(fetchUnsentBonuses);
    yield put(listLoaded(entries));
  } catch (error) {
    yield put(listLoadFailed({ message: errorMessage(error) }));
  }
}

/** Spec §4: Send marks the row as sending, then reloads the list on success or re-enables the button on failure. */
export function* sendBonus({ payload: entry }: ReturnType<typeof sendRequested>): SagaIterator {
  try {
    yield abortableCall(sendUnsentBonus, entry);
    yield put(bonusSent(entry));
  } catch (error) {
    yield put(sendFailed({ id: entry.id, message: errorMessage(error) }));
  }
}

/**
 * Issue 27: gives the entry the bonus picked instead of its own, which cannot be sent (the server records it in the
 * tournament's History), then sends it as Send does: its outcome is Send's toast, and a success reloads the list.
 */
export function* replaceCodeAndSend({ payload: { entry, code } }: ReturnType<typeof codeReplacementChosen>): SagaIterator {
  let replaced: OutboxEntry;
  try {
    replaced = yield abortableCall(replaceUnsentBonusCode, entry, code);
  } catch (error) {
    // With the server's reason: which code it refused, and why.
    yield put(codeReplacementFailed({ id: entry.id, message: errorMessageWithDetail(error) }));
    return;
  }
  yield put(codeReplaced(replaced));
  yield call(sendBonus, sendRequested(replaced));
}

export function* loadUnsentCount(): SagaIterator {
  try {
    const count: number = yield abortableCall(fetchUnsentBonusCount);
    yield put(countLoaded(count));
  } catch (error) {
    yield put(countLoadFailed({ message: errorMessage(error) }));
  }
}

/** Loads the count now, then again when 60 seconds pass or the list reloads, whichever comes first. */
export function* pollUnsentCount(): SagaIterator {
  while (true) {
    yield call(loadUnsentCount);
    yield race({ due: delay(UNSENT_COUNT_REFRESH_MS), listReloaded: take(listLoaded) });
  }
}

/** The poll runs from sign-in to sign-out; cancelling it aborts a count request in flight. */
export function* pollUnsentCountWhileSignedIn(): SagaIterator {
  while (true) {
    yield take(signedIn);
    yield race({ polling: call(pollUnsentCount), signedOut: take(signedOut) });
  }
}

export function* unsentSagas(): SagaIterator {
  yield takeLatest(isListEvent, loadUnsentList);
  // A second press on an entry being sent is ignored; different entries send concurrently.
  yield takeLeadingPerKey(sendRequested, ({ payload }) => payload.id, sendBonus);
  yield takeLeadingPerKey(codeReplacementChosen, ({ payload }) => payload.entry.id, replaceCodeAndSend);
  yield fork(pollUnsentCountWhileSignedIn);
}
