import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLatest } from 'redux-saga/effects';
import { LIVE_BOARDS_PER_STREAM, openBoardsChanges } from '../../api/liveBoards';
import { followLiveBoards } from '../live';
import { listClosed, listLoaded, listLoadFailed } from './tournamentsSlice';

type RunningListEvent = ReturnType<typeof listLoaded | typeof listLoadFailed | typeof listClosed>;

const isRunningListEvent = (action: Action): action is RunningListEvent =>
  (listLoaded.match(action) || listLoadFailed.match(action) || listClosed.match(action)) && action.payload.list === 'running';

/**
 * The Running list's cards follow their boards on one multiplexed stream while the list is shown: a
 * browser opens at most 6 connections per host, so one stream per card would starve the console. Only
 * the first 50 cards (those ending soonest) are followed: the route's limit, and as many as one screen
 * shows; the others keep the figures of the list's load.
 */
export function* followRunningCards(action: RunningListEvent): SagaIterator {
  // Leaving the list, or a failed reload that shows an error instead of the cards, stops following.
  if (!listLoaded.match(action)) return;
  const tournamentIds = action.payload.tournaments.slice(0, LIVE_BOARDS_PER_STREAM).map(({ id }) => id);
  if (tournamentIds.length > 0) yield call(followLiveBoards, 'running', tournamentIds, openBoardsChanges);
}

/** A reload (Refresh) follows the cards it brings, replacing the stream before it. */
export function* runningLiveSagas(): SagaIterator {
  yield takeLatest(isRunningListEvent, followRunningCards);
}
