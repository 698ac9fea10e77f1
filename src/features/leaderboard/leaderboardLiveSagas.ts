import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { fetchLeaderboardPage, type LeaderboardPage } from '../../api/leaderboard';
import { openBoardChanges } from '../../api/liveBoards';
import { TournamentStatus } from '../../domain/enums';
import { errorMessage } from '../../lib/errorMessage';
import { abortableCall } from '../../lib/abortableCall';
import { selectStatus } from '../editor';
import { followLiveBoards, liveBoardChanged, liveBoardEnded } from '../live';
import { searchedPlayers } from './searchedPlayers';
import { selectLeaderboardQuery, selectLeaderboardTournamentId, selectLiveVersion, selectViewLoading } from './leaderboardSelectors';
import {
  liveRefreshFailed,
  liveRowsRefreshed,
  loadFailed,
  movedRowsFaded,
  pageLoaded,
  searchResultLoaded,
  tabClosed,
  tabOpened,
} from './leaderboardSlice';

/** How long a row that moved stays highlighted. */
export const MOVED_ROW_HIGHLIGHT_MS = 2000;

type Query = NonNullable<ReturnType<typeof selectLeaderboardQuery>>;

const openTabBoard = ([tournamentId]: readonly number[], signal: AbortSignal) => openBoardChanges(tournamentId, signal);

/** The tab of an In Progress tournament follows its board while shown; closing the tab cancels it. */
export function* followTabBoard(action: ReturnType<typeof tabOpened | typeof tabClosed>): SagaIterator {
  if (tabClosed.match(action)) return;
  const status: TournamentStatus | undefined = yield select(selectStatus);
  if (status !== TournamentStatus.InProgress) return;
  yield call(followLiveBoards, 'leaderboard', [action.payload], openTabBoard);
}

const sameQuery = (a: Query | undefined, b: Query | undefined) => a?.tournamentId === b?.tournamentId && a?.page === b?.page && a?.playerId === b?.playerId;

/** Fetches the view shown now again, without touching its page, search or dialog. */
function* refetchView(version: number): SagaIterator {
  // A load the user started answers with the board as it is now, or earlier: wait for it, then refresh.
  if (yield select(selectViewLoading)) yield take([pageLoaded, searchResultLoaded, loadFailed]);
  const query: Query | undefined = yield select(selectLeaderboardQuery);
  if (!query) return;
  try {
    let refreshed: { version: number; rows: LeaderboardPage['rows']; size?: number };
    if (query.playerId === '') {
      const page: LeaderboardPage = yield abortableCall(fetchLeaderboardPage, query.tournamentId, query.page);
      refreshed = { version, rows: page.rows, size: page.size };
    } else {
      refreshed = { version, rows: yield call(searchedPlayers, query.tournamentId, query.playerId) };
    }
    // The user moved on meanwhile (another page, a search): their own load shows the newer view.
    const now: Query | undefined = yield select(selectLeaderboardQuery);
    if (sameQuery(query, now) && !(yield select(selectViewLoading))) yield put(liveRowsRefreshed(refreshed));
  } catch (error) {
    yield put(liveRefreshFailed({ message: errorMessage(error) }));
  }
}

type LiveViewEvent = ReturnType<typeof liveBoardChanged | typeof liveBoardEnded | typeof tabClosed>;

/**
 * The version a refresh of the tab's view should reach for this event, or undefined for none: a change of
 * the tab's board newer than the rows shown and than the refresh under way; its end, once more, to show
 * the final board.
 */
function* versionToShow(action: LiveViewEvent, underway: number | null): SagaIterator<number | undefined> {
  if (tabClosed.match(action) || action.payload.feed !== 'leaderboard') return undefined;
  const tournamentId: number | null = yield select(selectLeaderboardTournamentId);
  const shown: number | null = yield select(selectLiveVersion);
  const newest = Math.max(shown ?? -1, underway ?? -1);
  if (liveBoardEnded.match(action)) return action.payload.end.tournament_id === tournamentId ? Math.max(newest, 0) : undefined;
  const { change } = action.payload;
  return change.tournament_id === tournamentId && change.version > newest ? change.version : undefined;
}

/**
 * Refreshes the tab's view on the live events that call for it, like takeLatest (a newer version, or
 * closing the tab, cancels the refresh under way) except that an event calling for none, e.g. a stale
 * version, leaves the refresh under way alone.
 */
export function* refreshLiveView(): SagaIterator {
  let refresh: Task | undefined;
  let underway: number | null = null;
  for (;;) {
    const action: LiveViewEvent = yield take([liveBoardChanged, liveBoardEnded, tabClosed]);
    const version: number | undefined = yield call(versionToShow, action, refresh?.isRunning() ? underway : null);
    if (version === undefined && !tabClosed.match(action)) continue;
    if (refresh) yield cancel(refresh);
    refresh = undefined;
    underway = version ?? null;
    if (version !== undefined) refresh = yield fork(refetchView, version);
  }
}

export function* fadeMovedRows(): SagaIterator {
  yield delay(MOVED_ROW_HIGHLIGHT_MS);
  yield put(movedRowsFaded());
}

export function* leaderboardLiveSagas(): SagaIterator {
  yield takeLatest([tabOpened, tabClosed], followTabBoard);
  yield fork(refreshLiveView);
  yield takeLatest(liveRowsRefreshed, fadeMovedRows);
}
