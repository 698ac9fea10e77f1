import type { SagaIterator } from 'redux-saga';
import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { fetchGamePage, fetchGamesByIds, searchGames, type GameInfo } from '../../api/games';
import { abortableCall } from '../../lib/abortableCall';
import { selectGamePicker, selectGameSearch, selectPickerSelectedIds, selectUnseenGameIds } from './gamesSelectors';
import {
  gameInfosNeeded,
  type GamePickerState,
  listLoadFailed,
  loadMoreRequested,
  pageLoaded,
  pickerClosed,
  pickerOpened,
  searchChanged,
  selectedGamesLoaded,
  selectedGamesLoadFailed,
  showOnlySelectedChanged,
  unseenGamesLoaded,
  unseenGamesLoadFailed,
  unseenGamesRequested,
} from './gamesSlice';
import { errorMessage } from '../../lib/errorMessage';

/** Spec §9: the search waits for a second without typing. */
export const GAME_SEARCH_DEBOUNCE_MS = 1000;

/**
 * Every event that changes which list the picker shows. takeLatest cancels the task before, which aborts
 * its request or ends its debounce wait: typing restarts both (spec §4); closing the picker only cancels.
 */
const listEvents = [pickerOpened, searchChanged, loadMoreRequested, pickerClosed];
type ListEvent = ReturnType<(typeof listEvents)[number]>;

function* pageToLoad(action: ListEvent): SagaIterator<{ query: string; skip: number }> {
  if (loadMoreRequested.match(action)) {
    const picker: GamePickerState = yield select(selectGamePicker);
    return { query: picker.query, skip: picker.listIds.length };
  }
  const search: string = yield select(selectGameSearch);
  return { query: search.trim(), skip: 0 };
}

export function* loadGameList(action: ListEvent): SagaIterator {
  if (pickerClosed.match(action)) return;
  const { query, skip }: { query: string; skip: number } = yield* pageToLoad(action);
  // An emptied search goes back to the paged catalog at once; only a text is worth waiting for.
  if (searchChanged.match(action) && query !== '') yield delay(GAME_SEARCH_DEBOUNCE_MS);
  try {
    const games: GameInfo[] = query === '' ? yield abortableCall(fetchGamePage, skip) : yield abortableCall(searchGames, query, skip);
    yield put(pageLoaded({ query, skip, games }));
  } catch (error) {
    yield put(listLoadFailed({ message: errorMessage(error) }));
  }
}

/** 'Show only selected games' (re)fetches the selected games' infos by their ids. */
export function* loadSelectedGames(action: ReturnType<typeof showOnlySelectedChanged | typeof pickerClosed>): SagaIterator {
  if (!showOnlySelectedChanged.match(action) || !action.payload) return;
  const ids: number[] = yield select(selectPickerSelectedIds);
  try {
    const games: GameInfo[] = ids.length === 0 ? [] : yield abortableCall(fetchGamesByIds, ids);
    yield put(selectedGamesLoaded(games));
  } catch (error) {
    yield put(selectedGamesLoadFailed({ message: errorMessage(error) }));
  }
}

/** Ids shown somewhere (a condition's games) that the cache lacks are fetched by ids, once at a time. */
export function* loadUnseenGames({ payload }: ReturnType<typeof gameInfosNeeded>): SagaIterator {
  const ids: number[] = yield select(selectUnseenGameIds, payload);
  if (ids.length === 0) return;
  yield put(unseenGamesRequested(ids));
  try {
    const games: GameInfo[] = yield abortableCall(fetchGamesByIds, ids);
    yield put(unseenGamesLoaded({ ids, games }));
  } catch (error) {
    yield put(unseenGamesLoadFailed({ ids, message: errorMessage(error) }));
  }
}

export function* gamesSagas(): SagaIterator {
  yield takeLatest(listEvents, loadGameList);
  yield takeLatest([showOnlySelectedChanged, pickerClosed], loadSelectedGames);
  yield takeEvery(gameInfosNeeded, loadUnseenGames);
}
