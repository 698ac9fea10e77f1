import type { SagaIterator } from 'redux-saga';
import { all, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiPage } from '../../api/client';
import { fetchPlayerAdjustments, fetchTournamentHistory, type HistoryQuery } from '../../api/history';
import type { HistoryEntry, ScoreAdjustmentEntry } from '../../domain/tournamentHistory';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { selectAdjustmentsTarget, selectHistoryOffered, selectHistoryQuery, selectHistoryTournamentId } from './historySelectors';
import * as history from './historySlice';

/** Opening the tab, paging, filtering and Refresh (re)load the page in view; closing the tab only cancels. */
const loadEvents = [history.tabOpened, history.pageChanged, history.filterChanged, history.refreshRequested, history.tabClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]>;

export function* loadHistoryPage(action: LoadEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (history.tabClosed.match(action)) return;
  // An API without the extension has no such call (the tab is hidden then too).
  if (!(yield select(selectHistoryOffered))) return;
  const tournamentId: number | null = yield select(selectHistoryTournamentId);
  if (tournamentId === null) return;
  const query: HistoryQuery = yield select(selectHistoryQuery);
  try {
    const page: ApiPage<HistoryEntry> = yield abortableCall(fetchTournamentHistory, tournamentId, query);
    yield put(history.pageLoaded({ entries: page.items, total: page.total }));
  } catch (error) {
    yield put(history.loadFailed({ message: errorMessage(error) }));
  }
}

/** Opening a player's adjustments loads them; closing them (or opening another player's) cancels the load. */
export function* loadPlayerAdjustments(action: ReturnType<typeof history.adjustmentsOpened | typeof history.adjustmentsClosed>): SagaIterator {
  if (history.adjustmentsClosed.match(action)) return;
  if (!(yield select(selectHistoryOffered))) return;
  const target: ReturnType<typeof selectAdjustmentsTarget> = yield select(selectAdjustmentsTarget);
  if (!target) return;
  try {
    const entries: ScoreAdjustmentEntry[] = yield abortableCall(fetchPlayerAdjustments, target.tournamentId, target.playerId);
    yield put(history.adjustmentsLoaded(entries));
  } catch (error) {
    yield put(history.adjustmentsLoadFailed({ message: errorMessage(error) }));
  }
}

export function* historySagas(): SagaIterator {
  yield all([takeLatest(loadEvents, loadHistoryPage), takeLatest([history.adjustmentsOpened, history.adjustmentsClosed], loadPlayerAdjustments)]);
}
