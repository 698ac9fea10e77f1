import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, fork, put, takeLatest } from 'redux-saga/effects';
import { fetchTournamentList, TOURNAMENT_LISTS, type TournamentListName } from '../../api/tournaments';
import type { Tournament } from '../../domain/tournament';
import { abortableCall } from '../../lib/abortableCall';
import { runningLiveSagas } from './runningLiveSagas';
import { listClosed, listLoaded, listLoadFailed, listOpened, listRefreshRequested } from './tournamentsSlice';
import { errorMessage } from '../../lib/errorMessage';

const listEvents = [listOpened, listRefreshRequested, listClosed];
type ListEvent = ReturnType<(typeof listEvents)[number]>;

/** Opening, refreshing or closing the page of `list`. */
const isEventOf =
  (list: TournamentListName) =>
  (action: Action): action is ListEvent =>
    listEvents.some((event) => event.match(action) && action.payload.list === list);

export function* loadTournamentList(action: ListEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (listClosed.match(action)) return;
  const { list } = action.payload;
  try {
    const tournaments: Tournament[] = yield abortableCall(fetchTournamentList, list);
    yield put(listLoaded({ list, tournaments }));
  } catch (error) {
    yield put(listLoadFailed({ list, message: errorMessage(error) }));
  }
}

/** One takeLatest per list: a refresh replaces that list's load, and other lists load undisturbed. */
export function* tournamentsSagas(): SagaIterator {
  yield all([...TOURNAMENT_LISTS.map((list) => takeLatest(isEventOf(list), loadTournamentList)), fork(runningLiveSagas)]);
}
