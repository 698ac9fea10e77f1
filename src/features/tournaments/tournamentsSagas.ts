import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { fetchTournamentList, fetchTournamentListPage, TOURNAMENT_LISTS, type TournamentListName, type TournamentListPage } from '../../api/tournaments';
import { selectApiOffers } from '../../app/apiExtensionsSlice';
import type { Tournament } from '../../domain/tournament';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { navigateTo } from '../../lib/navigation';
import { paths } from '../../lib/paths';
import { serverReached } from '../connection';
import { pageQueryOf, searchOfListView, type ListView } from './listView';
import { runningLiveSagas } from './runningLiveSagas';
import { selectFailedLists, selectListView } from './tournamentsSelectors';
import { listClosed, listLoaded, listLoadFailed, listOpened, listRefreshRequested, listSearchTyped, listViewChosen } from './tournamentsSlice';

/** How long typing must pause before a search is made. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

const loadEvents = [listOpened, listRefreshRequested, listClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]>;

const viewEvents = [listSearchTyped, listViewChosen, listClosed];
type ViewEvent = ReturnType<(typeof viewEvents)[number]>;

/** Opening, refreshing, closing (or searching, choosing a view of) the page of `list`. */
const isEventOf =
  <Event extends Action>(events: Array<{ match: (action: Action) => boolean }>) =>
  (list: TournamentListName) =>
  (action: Action): action is Event =>
    events.some((event) => event.match(action)) && (action as Action & { payload: { list?: unknown } }).payload.list === list;

const isLoadEventOf = isEventOf<LoadEvent>(loadEvents);
const isViewEventOf = isEventOf<ViewEvent>(viewEvents);

export function* loadTournamentList(action: LoadEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (listClosed.match(action)) return;
  const { list } = action.payload;
  try {
    // An API without the extension answers the whole list, as the spec says (and the page shows no controls).
    if (yield select(selectApiOffers, 'listPaging')) {
      const view: ListView = yield select(selectListView, list);
      const { tournaments, total }: TournamentListPage = yield abortableCall(fetchTournamentListPage, list, pageQueryOf(view));
      yield put(listLoaded({ list, tournaments, total }));
    } else {
      const tournaments: Tournament[] = yield abortableCall(fetchTournamentList, list);
      yield put(listLoaded({ list, tournaments }));
    }
  } catch (error) {
    yield put(listLoadFailed({ list, message: errorMessage(error) }));
  }
}

/**
 * The URL follows what the person chose; the page follows the URL (TournamentListPage opens the list again with
 * the new query). A search waits for typing to pause: the next key, or leaving the page, cancels the wait.
 */
export function* showChosenView(action: ViewEvent): SagaIterator {
  if (listClosed.match(action)) return;
  const { list } = action.payload;
  const shown: ListView = yield select(selectListView, list);
  let view: ListView;
  if (listSearchTyped.match(action)) {
    yield delay(LIST_SEARCH_DEBOUNCE_MS);
    if (action.payload.text.trim() === shown.q.trim()) return;
    view = { ...shown, q: action.payload.text, page: 1 };
  } else {
    view = action.payload.view;
  }
  yield call(navigateTo, `${paths[list].path}${searchOfListView(view)}`);
}

/** The lists whose load found no server are loaded again once the server answers (the connection banner's end). */
export function* reloadFailedLists(): SagaIterator {
  const failed: TournamentListName[] = yield select(selectFailedLists);
  yield all(failed.map((list) => put(listRefreshRequested({ list }))));
}

/** Per list, a takeLatest for its loads and one for its view: a refresh replaces that list's load only. */
export function* tournamentsSagas(): SagaIterator {
  yield all([
    ...TOURNAMENT_LISTS.flatMap((list) => [takeLatest(isLoadEventOf(list), loadTournamentList), takeLatest(isViewEventOf(list), showChosenView)]),
    takeLatest(serverReached, reloadFailedLists),
    fork(runningLiveSagas),
  ]);
}
