import type { SagaIterator } from 'redux-saga';
import { call, delay, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { HttpStatusError } from '../../api/client';
import { adjustScoreManually, fetchLeaderboardPage, fetchPlayerRank, type LeaderboardPage, type LeaderboardRow, type PlayerRank } from '../../api/leaderboard';
import { SCORE_ADJUSTMENT_MESSAGES, validateScoreAdjustment } from '../../domain/scoreAdjustment';
import { messageRef, type Text } from '../../i18n/text';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { leaderboardLiveSagas } from './leaderboardLiveSagas';
import { LEADERBOARD_SEARCH_DEBOUNCE_MS, PLAYER_SEARCH_DEBOUNCE_MS, searchedPlayers, selectSearchesByName } from './searchedPlayers';
import { selectAdjustmentDialog, selectLeaderboardQuery, selectLeaderboardTournamentId } from './leaderboardSelectors';
import {
  adjustedPlayerFound,
  adjustedPlayerLookupFailed,
  adjustmentEdited,
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

/** The wait after the last keystroke in Adjust Score's user id before the player it names is looked up. */
export const ADJUSTED_PLAYER_LOOKUP_DELAY_MS = 400;

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
      const rows: LeaderboardRow[] = yield call(searchedPlayers, query.tournamentId, query.playerId);
      yield put(searchResultLoaded(rows));
    }
  } catch (error) {
    yield put(loadFailed({ message: errorMessage(error) }));
  }
}

/** The search is looked up once typing pauses: a keystroke before then starts the wait again (takeLatest). */
export function* settleSearch({ payload: search }: ReturnType<typeof searchChanged>): SagaIterator {
  if (search.trim() === '') return;
  const byName: boolean = yield select(selectSearchesByName);
  yield delay(byName ? PLAYER_SEARCH_DEBOUNCE_MS : LEADERBOARD_SEARCH_DEBOUNCE_MS);
  yield put(searchSettled(search));
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
    const unknownPlayer = unknownPlayerMessage(error);
    yield put(unknownPlayer ? adjustmentRefused({ user_id: unknownPlayer }) : adjustmentFailed({ message: errorMessage(error) }));
  }
}

/**
 * A 404 from the adjustment names a player neither on the board nor known to the platform (the tournament is open,
 * so it exists): the server's words for the user id (issue 27), or the domain's when an API answers a bare 404.
 */
function unknownPlayerMessage(error: unknown): Text | undefined {
  if (!(error instanceof HttpStatusError) || error.status !== 404) return undefined;
  const fieldMessages = typeof error.body === 'object' && error.body !== null ? (error.body as { errors?: { user_id?: unknown } }).errors : undefined;
  return typeof fieldMessages?.user_id === 'string' ? fieldMessages.user_id : messageRef(SCORE_ADJUSTMENT_MESSAGES.noSuchPlayer);
}

const userIdEdited = (action: unknown) => adjustmentEdited.match(action) && action.payload.field === 'user_id';

/**
 * Names the player of the user id typed in Adjust Score with their score (issue 27), once typing pauses; a newer
 * keystroke cancels the wait or the lookup in flight (takeLatest aborts its request). Not on the board: nobody named.
 */
export function* lookUpAdjustedPlayer(): SagaIterator {
  yield delay(ADJUSTED_PLAYER_LOOKUP_DELAY_MS);
  const tournamentId: number | null = yield select(selectLeaderboardTournamentId);
  const userId = ((yield select(selectAdjustmentDialog)) as ReturnType<typeof selectAdjustmentDialog>).draft.user_id.trim();
  if (tournamentId === null || userId === '') return;
  try {
    const found: PlayerRank | undefined = yield abortableCall(fetchPlayerRank, tournamentId, userId);
    yield put(adjustedPlayerFound({ userId, player: found ? { user_name: found.row.user_name, total_score: found.row.total_score } : null }));
  } catch (error) {
    // Only the naming is lost: Save still answers whether the player exists.
    yield put(adjustedPlayerLookupFailed({ message: errorMessage(error) }));
  }
}

export function* leaderboardSagas(): SagaIterator {
  yield takeLatest(viewEvents, loadLeaderboardView);
  yield takeLatest(searchChanged, settleSearch);
  // A second Save while one is being sent is ignored.
  yield takeLeading(adjustmentSubmitted, adjustScore);
  yield takeLatest(userIdEdited, lookUpAdjustedPlayer);
  yield fork(leaderboardLiveSagas);
}
