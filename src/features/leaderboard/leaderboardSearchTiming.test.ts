/**
 * Spec §9's 1000 ms search debounce on a real store with jest's fake clock (expectSaga cannot dispatch
 * between clock steps): the lookup waits for a second of quiet, and new input aborts the one in flight.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import * as api from '../../api/leaderboard';
import { rootReducer } from '../../../test/allFeatures';
import { aPage, aRow, withoutPlayerSearch } from './leaderboardFixtures';
import { leaderboardSagas } from './leaderboardSagas';
import { LEADERBOARD_SEARCH_DEBOUNCE_MS, PLAYER_SEARCH_DEBOUNCE_MS } from './searchedPlayers';
import { searchChanged, tabOpened } from './leaderboardSlice';

jest.mock('../../api/leaderboard');
const fetchPage = jest.mocked(api.fetchLeaderboardPage);
const fetchRank = jest.mocked(api.fetchPlayerRank);

/** The lookups asked for: the user id and the signal of each. */
let lookups: { playerId: string; signal: AbortSignal }[];

function openTab({ byName = false } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const initial = rootReducer(undefined, { type: 'test/init' });
  const preloadedState = byName ? initial : withoutPlayerSearch(initial);
  const store = configureStore({ reducer: rootReducer, preloadedState, middleware: (defaults) => defaults({ thunk: false }).concat(sagaMiddleware) });
  sagaMiddleware.run(leaderboardSagas);
  store.dispatch(tabOpened(7));
  return store;
}
const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  lookups = [];
  fetchPage.mockResolvedValue(aPage(0, 300));
  fetchRank.mockImplementation((_id, playerId, signal) => {
    lookups.push({ playerId, signal });
    return new Promise(() => undefined);
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the search by user, against an API without playerSearch', () => {
  it('looks the player up 1000 ms after the last keystroke, each keystroke restarting the wait', async () => {
    const store = openTab();
    store.dispatch(searchChanged('pl'));
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(searchChanged('player-4'));
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS - 1);
    expect(lookups).toEqual([]);
    expect(store.getState().leaderboard.status).toBe('loading');
    await wait(1);
    expect(lookups.map(({ playerId }) => playerId)).toEqual(['player-4']);
  });

  it('aborts the lookup in flight as soon as the search changes again', async () => {
    const store = openTab();
    store.dispatch(searchChanged('player-4'));
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS);
    store.dispatch(searchChanged('player-42'));
    expect(lookups[0].signal.aborted).toBe(true);
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS);
    expect(lookups.map(({ playerId }) => playerId)).toEqual(['player-4', 'player-42']);
    expect(lookups[1].signal.aborted).toBe(false);
  });

  it('shows the page again at once when the search is cleared within the second, looking nobody up', async () => {
    fetchRank.mockResolvedValue({ row: aRow(4), rank: 4 });
    const store = openTab();
    await wait(0);
    store.dispatch(searchChanged('player-4'));
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS / 2);
    store.dispatch(searchChanged(''));
    await wait(0);
    expect(store.getState().leaderboard.ids).toHaveLength(100);
    await wait(LEADERBOARD_SEARCH_DEBOUNCE_MS * 2);
    expect(fetchRank).not.toHaveBeenCalled();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});

describe("the search by id or name (extension 'playerSearch', issue 27)", () => {
  let searches: { text: string; signal: AbortSignal }[];
  beforeEach(() => {
    searches = [];
    jest.mocked(api.searchLeaderboard).mockImplementation((_id, text, signal) => {
      searches.push({ text, signal });
      return new Promise(() => undefined);
    });
  });

  it('searches 300 ms after the last keystroke, and aborts the search in flight when the text changes again', async () => {
    const store = openTab({ byName: true });
    store.dispatch(searchChanged('bo'));
    await wait(PLAYER_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(searchChanged('bog'));
    await wait(PLAYER_SEARCH_DEBOUNCE_MS - 1);
    expect(searches).toEqual([]);
    await wait(1);
    expect(searches.map(({ text }) => text)).toEqual(['bog']);
    store.dispatch(searchChanged('bogd'));
    expect(searches[0].signal.aborted).toBe(true);
    await wait(PLAYER_SEARCH_DEBOUNCE_MS);
    expect(searches.map(({ text }) => text)).toEqual(['bog', 'bogd']);
    expect(fetchRank).not.toHaveBeenCalled();
  });
});
