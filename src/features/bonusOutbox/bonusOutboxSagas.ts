import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest } from 'redux-saga/effects';
import { fetchTournamentOutbox } from '../../api/bonusOutbox';
import type { OutboxEntry } from '../../domain/outboxEntry';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { userIdsSeen } from '../adminUsers';
import { sendAllFinished } from '../bulkSend';
import { selectOutboxTournamentId } from './bonusOutboxSelectors';
import { listLoaded, listLoadFailed, refreshRequested, tabClosed, tabOpened } from './bonusOutboxSlice';

/** Opening the tab, Refresh or the end of its 'Send all shown' (re)loads the entries; closing the tab only cancels. */
const loadEvents = [tabOpened, refreshRequested, tabClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]> | ReturnType<typeof sendAllFinished>;
const isLoadEvent = (action: Action) =>
  loadEvents.some((event) => event.match(action)) || (sendAllFinished.match(action) && action.payload.scope === 'bonusOutbox');

/** Who sent entries by hand (automatic sends have no sender). */
const senderIds = (entries: OutboxEntry[]) => entries.flatMap(({ sent_by }) => (sent_by === null ? [] : [sent_by]));

export function* loadOutbox(action: LoadEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (tabClosed.match(action)) return;
  const tournamentId: number | null = yield select(selectOutboxTournamentId);
  if (tournamentId === null) return;
  try {
    const entries: OutboxEntry[] = yield abortableCall(fetchTournamentOutbox, tournamentId);
    yield put(listLoaded(entries));
    yield put(userIdsSeen(senderIds(entries)));
  } catch (error) {
    yield put(listLoadFailed({ message: errorMessage(error) }));
  }
}

export function* bonusOutboxSagas(): SagaIterator {
  yield takeLatest(isLoadEvent, loadOutbox);
}
