import type { SagaIterator } from 'redux-saga';
import { put, select, takeLatest } from 'redux-saga/effects';
import { fetchBoosters } from '../../api/boosters';
import type { Booster } from '../../domain/tournament';
import { abortableCall } from '../../lib/abortableCall';
import { errorMessage } from '../../lib/errorMessage';
import { pageClosed, tournamentOpened } from '../openedTournament';
import { selectBoostersTournamentId, selectHasUnsavedBoosterChanges } from './boostersSelectors';
import { boostersLoaded, boostersSaved, loadFailed, refreshRequested, tabOpened } from './boostersSlice';

/**
 * Opening the tab, Refresh and a save (new boosters get their ids) load the list; another page only cancels. The
 * boosters are written by the tournament's Save and Publish (src/features/editor/save/boosterWrites.ts).
 */
const loadEvents = [tabOpened, refreshRequested, boostersSaved, tournamentOpened, pageClosed];
type LoadEvent = ReturnType<(typeof loadEvents)[number]>;

export function* loadBoosters(action: LoadEvent): SagaIterator {
  // Another tournament's page, or none: takeLatest has cancelled the load in flight, aborting its request.
  if (tournamentOpened.match(action) || pageClosed.match(action)) return;
  // Back on the tab with changes not saved yet: they stay (tabOpened kept them).
  if (tabOpened.match(action) && (yield select(selectHasUnsavedBoosterChanges))) return;
  const tournamentId: number | null = yield select(selectBoostersTournamentId);
  if (tournamentId === null) return;
  try {
    const boosters: Booster[] = yield abortableCall(fetchBoosters, tournamentId);
    yield put(boostersLoaded(boosters));
  } catch (error) {
    yield put(loadFailed({ message: errorMessage(error) }));
  }
}

export function* boostersSagas(): SagaIterator {
  yield takeLatest(loadEvents, loadBoosters);
}
