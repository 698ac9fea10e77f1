import { stateAfter } from '../../../test/stateAfter';
import type { CallEffectDescriptor } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import { HttpStatusError } from '../../api/client';
import * as api from '../../api/games';
import { rootReducer } from '../../../test/allFeatures';
import { fullGamePage, gameInfo, gameInfos } from './gameFixtures';
import { GAME_SEARCH_DEBOUNCE_MS, gamesSagas } from './gamesSagas';
import { selectCanLoadMore, selectGameById, selectVisibleGameIds } from './gamesSelectors';
import {
  gameInfosNeeded,
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
} from './gamesSlice';
import { pendingUntilAborted } from '../../../test/pendingUntilAborted';
import { STEPPED_RUN_MS } from '../../../test/steppedRun';

jest.mock('../../api/games');
const fetchPage = jest.mocked(api.fetchGamePage);
const search = jest.mocked(api.searchGames);
const fetchByIds = jest.mocked(api.fetchGamesByIds);

const never = () => new Promise<never>(() => undefined);

/**
 * Stands in for the 1000 ms search debounce: `elapses` lets each wait end on the next turn of the event loop
 * (so keystrokes dispatched together still cancel each other's wait), `never` keeps it waiting. Other delays
 * run for real.
 */
function searchDebounce(mode: 'elapses' | 'never') {
  return {
    call: (effect: CallEffectDescriptor<unknown>, next: () => unknown) => {
      if (effect.args[0] !== GAME_SEARCH_DEBOUNCE_MS) return next();
      return mode === 'never' ? never() : new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const openWithFirstPage = (games = fullGamePage()) => stateAfter(pickerOpened({ selectedIds: [] }), pageLoaded({ query: '', skip: 0, games }));

beforeEach(() => jest.resetAllMocks());

describe('the paged catalog', () => {
  it('loads the first page of 500 when the picker opens', async () => {
    fetchPage.mockResolvedValue(fullGamePage());
    const { storeState } = await expectSaga(gamesSagas).withReducer(rootReducer).dispatch(pickerOpened({ selectedIds: [] })).silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(0, expect.any(AbortSignal));
    expect(selectVisibleGameIds(storeState)).toHaveLength(500);
    expect(selectCanLoadMore(storeState)).toBe(true);
  });

  it('appends the next page on Load More, and stops offering it after a short page', async () => {
    fetchPage.mockResolvedValue(gameInfos(501, 20));
    const { storeState } = await expectSaga(gamesSagas).withReducer(rootReducer, openWithFirstPage()).dispatch(loadMoreRequested()).silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(500, expect.any(AbortSignal));
    expect(selectVisibleGameIds(storeState)).toHaveLength(520);
    expect(selectVisibleGameIds(storeState)[519]).toBe(520);
    expect(selectCanLoadMore(storeState)).toBe(false);
  });

  it('continues the search results on Load More', async () => {
    search.mockResolvedValue(fullGamePage(501));
    const searched = stateAfter(pageLoaded({ query: 'slot', skip: 0, games: fullGamePage() }));
    const { storeState } = await expectSaga(gamesSagas).withReducer(rootReducer, searched).dispatch(loadMoreRequested()).silentRun(50);
    expect(search).toHaveBeenCalledWith('slot', 500, expect.any(AbortSignal));
    expect(fetchPage).not.toHaveBeenCalled();
    expect(selectVisibleGameIds(storeState)).toHaveLength(1000);
    expect(selectCanLoadMore(storeState)).toBe(true);
  });

  it('reports a failed load with its message', async () => {
    fetchPage.mockRejectedValue(new HttpStatusError(500, 'Internal Server Error'));
    await expectSaga(gamesSagas)
      .withReducer(rootReducer)
      .dispatch(pickerOpened({ selectedIds: [] }))
      .put(listLoadFailed({ message: '500 - Internal Server Error' }))
      .silentRun(50);
  });

  it('aborts the load in flight when the picker closes, and reports nothing', async () => {
    const pending = pendingUntilAborted();
    fetchPage.mockImplementation(pending.request);
    await expectSaga(gamesSagas)
      .withReducer(rootReducer)
      .dispatch(pickerOpened({ selectedIds: [] }))
      .dispatch(pickerClosed())
      .not.put.actionType(listLoadFailed.type)
      .not.put.actionType(pageLoaded.type)
      .silentRun(50);
    expect(pending.signals[0].aborted).toBe(true);
  });
});

describe('searching', () => {
  it('searches once typing pauses for the debounce, with the last text only', async () => {
    search.mockResolvedValue([gameInfo(42)]);
    const { storeState } = await expectSaga(gamesSagas)
      .withReducer(rootReducer, openWithFirstPage())
      .provide(searchDebounce('elapses'))
      .dispatch(searchChanged('s'))
      .dispatch(searchChanged('sl'))
      .dispatch(searchChanged('slo '))
      .put(pageLoaded({ query: 'slo', skip: 0, games: [gameInfo(42)] }))
      .silentRun(50);
    expect(search.mock.calls).toEqual([['slo', 0, expect.any(AbortSignal)]]);
    expect(selectVisibleGameIds(storeState)).toEqual([42]);
    expect(selectCanLoadMore(storeState)).toBe(false);
  });

  it('fetches nothing while the debounce has not elapsed', async () => {
    await expectSaga(gamesSagas).withReducer(rootReducer, openWithFirstPage()).provide(searchDebounce('never')).dispatch(searchChanged('slot')).silentRun(50);
    expect(search).not.toHaveBeenCalled();
  });

  it('aborts the search in flight on new input and searches the new text', async () => {
    const pending = pendingUntilAborted();
    search.mockImplementationOnce(pending.request).mockResolvedValueOnce([gameInfo(7)]);
    const { storeState } = await expectSaga(gamesSagas)
      .withReducer(rootReducer, openWithFirstPage())
      .provide(searchDebounce('elapses'))
      .dispatch(searchChanged('sl'))
      .delay(20)
      .dispatch(searchChanged('slot'))
      .not.put.actionType(listLoadFailed.type)
      .silentRun(STEPPED_RUN_MS);
    expect(pending.signals[0].aborted).toBe(true);
    expect(search.mock.calls.map(([text]) => text)).toEqual(['sl', 'slot']);
    expect(selectVisibleGameIds(storeState)).toEqual([7]);
  });

  it('goes back to the paged list at once when the search is emptied', async () => {
    fetchPage.mockResolvedValue(gameInfos(1, 3));
    const searched = stateAfter(pageLoaded({ query: 'slot', skip: 0, games: [gameInfo(9)] }), searchChanged('slot'));
    const { storeState } = await expectSaga(gamesSagas).withReducer(rootReducer, searched).provide(searchDebounce('never')).dispatch(searchChanged('  ')).silentRun(50);
    expect(fetchPage).toHaveBeenCalledWith(0, expect.any(AbortSignal));
    expect(search).not.toHaveBeenCalled();
    expect(selectVisibleGameIds(storeState)).toEqual([1, 2, 3]);
    expect(storeState.games.picker.query).toBe('');
  });
});

describe("'Show only selected games'", () => {
  it('fetches the selected games by ids and lists them in selection order', async () => {
    fetchByIds.mockResolvedValue([gameInfo(700), gameInfo(3)]);
    const { storeState } = await expectSaga(gamesSagas)
      .withReducer(rootReducer, stateAfter(pickerOpened({ selectedIds: [700, 3] }), pageLoaded({ query: '', skip: 0, games: gameInfos(1, 5) })))
      .dispatch(showOnlySelectedChanged(true))
      .put(selectedGamesLoaded([gameInfo(700), gameInfo(3)]))
      .silentRun(50);
    expect(fetchByIds).toHaveBeenCalledWith([700, 3], expect.any(AbortSignal));
    expect(selectVisibleGameIds(storeState)).toEqual([700, 3]);
  });

  it('asks nothing when unticked or when nothing is selected', async () => {
    await expectSaga(gamesSagas)
      .withReducer(rootReducer, stateAfter(pickerOpened({ selectedIds: [] })))
      .dispatch(showOnlySelectedChanged(true))
      .dispatch(showOnlySelectedChanged(false))
      .put(selectedGamesLoaded([]))
      .silentRun(50);
    expect(fetchByIds).not.toHaveBeenCalled();
  });

  it('reports a failure with its message', async () => {
    fetchByIds.mockRejectedValue(new HttpStatusError(502, 'Bad Gateway'));
    await expectSaga(gamesSagas)
      .withReducer(rootReducer, stateAfter(pickerOpened({ selectedIds: [1] })))
      .dispatch(showOnlySelectedChanged(true))
      .put(selectedGamesLoadFailed({ message: '502 - Bad Gateway' }))
      .silentRun(50);
  });
});

describe('unseen game ids', () => {
  it('fetches by ids only the games the cache lacks', async () => {
    fetchByIds.mockResolvedValue([gameInfo(900)]);
    const { storeState } = await expectSaga(gamesSagas)
      .withReducer(rootReducer, openWithFirstPage(gameInfos(1, 3)))
      .dispatch(gameInfosNeeded([2, 900, 901]))
      .put(unseenGamesLoaded({ ids: [900, 901], games: [gameInfo(900)] }))
      .silentRun(50);
    expect(fetchByIds).toHaveBeenCalledWith([900, 901], expect.any(AbortSignal));
    expect(selectGameById(storeState, 900)).toEqual(gameInfo(900));
  });

  it('asks once for ids already being fetched, and not at all for cached ones', async () => {
    fetchByIds.mockImplementation(never);
    await expectSaga(gamesSagas)
      .withReducer(rootReducer, openWithFirstPage(gameInfos(1, 3)))
      .dispatch(gameInfosNeeded([900]))
      .dispatch(gameInfosNeeded([900, 1]))
      .dispatch(gameInfosNeeded([1, 2]))
      .silentRun(50);
    expect(fetchByIds.mock.calls.map(([ids]) => ids)).toEqual([[900]]);
  });
});
