import type { SagaIterator } from 'redux-saga';
import { debounce, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { adjustScoreManually, fetchLeaderboardPage, fetchPlayerRank, type LeaderboardPage, type PlayerRank } from '../../api/leaderboard';
import { validateScoreAdjustment } from '../../domain/scoreAdjustment';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { leaderboardLiveSagas } from './leaderboardLiveSagas';
import { selectAdjustmentDialog, selectLeaderboardQuery, selectLeaderboardTournamentId } from './leaderboardSelectors';
import {
  adjustmentFailed,
  adjustmentRefused,
  adjustmentSubmitted,
  loadFailed,
  pageChosen,
  pageLoaded,
  scoreAdjusted,
  searchChanged,
  searchResultLoaded,
  searchSettled,
  tabClosed,
  tabOpened,
} from './leaderboardSlice';

/** Spec §9: the search by user waits 1000 ms after the last keystroke. */
export const LEADERBOARD_SEARCH_DEBOUNCE_MS = 1000;

/**
 * Every event that changes what the table shows. Each cancels the load before it (takeLatest), so a
 * keystroke aborts the request in flight at once, while the lookup itself waits for `searchSettled`.
 */
const viewEvents = [tabOpened, pageChosen, searchChanged, searchSettled, scoreAdjusted, tabClosed];
type ViewEvent = ReturnType<(typeof viewEvents)[number]>;

type Query = NonNullable<ReturnType<typeof selectLeaderboardQuery>>;

/** Loads what the tab shows now: the page, or the searched player's row and rank (an empty body: none). */
export function* loadLeaderboardView(action: ViewEvent): SagaIterator {
  // A close only needs takeLatest to cancel the load in flight, which aborts its request.
  if (tabClosed.match(action)) return;
  const query: Query | undefined = yield select(selectLeaderboardQuery);
  if (!query) return;
  // Typing cancels; the lookup waits for the debounce. An emptied search returns to the page at once.
  if (searchChanged.match(action) && query.playerId !== '') return;
  try {
    if (query.playerId === '') {
      const page: LeaderboardPage = yield abortableCall(fetchLeaderboardPage, query.tournamentId, query.page);
      yield put(pageLoaded(page));
    } else {
      const found: PlayerRank | undefined = yield abortableCall(fetchPlayerRank, query.tournamentId, query.playerId);
      yield put(searchResultLoaded(found ?? null));
    }
  } catch (error) {
    yield put(loadFailed({ message: errorMessage(error) }));
  }
}

export function* settleSearch({ payload: search }: ReturnType<typeof searchChanged>): SagaIterator {
  if (search.trim() !== '') yield put(searchSettled(search));
}

/** Spec §5: an invalid adjustment shows its messages on the fields and sends nothing. */
export function* adjustScore(): SagaIterator {
  const tournamentId: number | null = yield select(selectLeaderboardTournamentId);
  const { draft }: ReturnType<typeof selectAdjustmentDialog> = yield select(selectAdjustmentDialog);
  const errors = validateScoreAdjustment(draft);
  if (tournamentId === null || Object.keys(errors).length > 0) {
    yield put(adjustmentRefused(errors));
    return;
  }
  try {
    const adjustment = { tournament_id: tournamentId, user_id: draft.user_id.trim(), score: Number(draft.score), note: draft.note.trim() };
    const result: PlayerRank = yield abortableCall(adjustScoreManually, adjustment);
    yield put(scoreAdjusted(result));
  } catch (error) {
    yield put(adjustmentFailed({ message: errorMessage(error) }));
  }
}

export function* leaderboardSagas(): SagaIterator {
  yield takeLatest(viewEvents, loadLeaderboardView);
  yield debounce(LEADERBOARD_SEARCH_DEBOUNCE_MS, searchChanged, settleSearch);
  // A second Save while one is being sent is ignored.
  yield takeLeading(adjustmentSubmitted, adjustScore);
  yield fork(leaderboardLiveSagas);
}
