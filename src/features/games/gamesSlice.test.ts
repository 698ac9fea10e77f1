import { stateAfter } from '../../../test/stateAfter';
import { GAME_PAGE_SIZE } from '../../api/games';
import { rootReducer } from '../../../test/allFeatures';
import { fullGamePage, gameInfo, gameInfos } from './gameFixtures';
import {
  selectCanLoadMore,
  selectGameById,
  selectIsGameSelected,
  selectPickerLoading,
  selectPickerSelectedIds,
  selectUnseenGameIds,
  selectVisibleGameIds,
} from './gamesSelectors';
import {
  gameSelectionToggled,
  listLoadFailed,
  pageLoaded,
  pickerClosed,
  pickerOpened,
  searchChanged,
  selectedGamesLoaded,
  showOnlySelectedChanged,
  unseenGamesLoaded,
  unseenGamesLoadFailed,
  unseenGamesRequested,
} from './gamesSlice';


describe('games slice', () => {
  it('opens a picker fresh: the given selection, no search, loading the first page', () => {
    const state = stateAfter(searchChanged('old'), listLoadFailed({ message: 'x' }), pickerOpened({ selectedIds: [4, 2] }));
    expect(state.games.picker).toMatchObject({ search: '', query: '', listIds: [], loading: true, error: null, selectedIds: [4, 2] });
  });

  it('replaces the list with a first page, appends later pages, and caches every game', () => {
    const state = stateAfter(
      pickerOpened({ selectedIds: [] }),
      pageLoaded({ query: '', skip: 0, games: fullGamePage(1) }),
      pageLoaded({ query: '', skip: GAME_PAGE_SIZE, games: gameInfos(501, 2) }),
    );
    expect(selectVisibleGameIds(state)).toHaveLength(502);
    expect(selectVisibleGameIds(state).slice(498)).toEqual([499, 500, 501, 502]);
    expect(selectGameById(state, 502)).toEqual(gameInfo(502));
    const searched = stateAfter(pageLoaded({ query: '', skip: 0, games: gameInfos(1, 3) }), pageLoaded({ query: 'slot', skip: 0, games: [gameInfo(9)] }));
    expect(selectVisibleGameIds(searched)).toEqual([9]);
    expect(searched.games.picker.query).toBe('slot');
  });

  it("keeps 'Load More' while the last page was full (spec §4)", () => {
    expect(selectCanLoadMore(stateAfter(pageLoaded({ query: '', skip: 0, games: fullGamePage() })))).toBe(true);
    expect(selectCanLoadMore(stateAfter(pageLoaded({ query: '', skip: 0, games: gameInfos(1, GAME_PAGE_SIZE - 1) })))).toBe(false);
    const onlySelected = stateAfter(pageLoaded({ query: '', skip: 0, games: fullGamePage() }), showOnlySelectedChanged(true));
    expect(selectCanLoadMore(onlySelected)).toBe(false);
  });

  it('marks the list loading from the first keystroke and records a failure', () => {
    const typing = stateAfter(pageLoaded({ query: '', skip: 0, games: [] }), searchChanged('sl'));
    expect(typing.games.picker).toMatchObject({ search: 'sl', loading: true });
    const failed = stateAfter(searchChanged('sl'), listLoadFailed({ message: '500 - Internal Server Error' }));
    expect(failed.games.picker).toMatchObject({ loading: false, error: '500 - Internal Server Error' });
  });

  it('selects and unselects games, new picks last', () => {
    const state = stateAfter(pickerOpened({ selectedIds: [5] }), gameSelectionToggled(3), gameSelectionToggled(7), gameSelectionToggled(5));
    expect(selectPickerSelectedIds(state)).toEqual([3, 7]);
    expect(selectIsGameSelected(state, 7)).toBe(true);
    expect(selectIsGameSelected(state, 5)).toBe(false);
  });

  it('shows only the selected games, in selection order, once their infos are known', () => {
    const opened = stateAfter(
      pickerOpened({ selectedIds: [8, 2, 6] }),
      pageLoaded({ query: '', skip: 0, games: gameInfos(1, 3) }),
      showOnlySelectedChanged(true),
    );
    expect(selectPickerLoading(opened)).toBe(true);
    expect(selectVisibleGameIds(opened)).toEqual([2]);
    const loaded = rootReducer(opened, selectedGamesLoaded([gameInfo(8), gameInfo(2), gameInfo(6)]));
    expect(selectPickerLoading(loaded)).toBe(false);
    expect(selectVisibleGameIds(loaded)).toEqual([8, 2, 6]);
    expect(selectVisibleGameIds(rootReducer(loaded, showOnlySelectedChanged(false)))).toEqual([1, 2, 3]);
  });

  it('ends the loading states when the picker closes (its fetches are cancelled)', () => {
    const state = stateAfter(pickerOpened({ selectedIds: [1] }), showOnlySelectedChanged(true), pickerClosed());
    expect(state.games.picker).toMatchObject({ loading: false, selectedLoading: false });
  });

  it('tracks unseen ids being fetched, so they are asked for once', () => {
    const cached = stateAfter(pageLoaded({ query: '', skip: 0, games: [gameInfo(1)] }));
    expect(selectUnseenGameIds(cached, [1, 2, 3, 2])).toEqual([2, 3]);
    const fetching = rootReducer(cached, unseenGamesRequested([2, 3]));
    expect(selectUnseenGameIds(fetching, [1, 2, 3, 4])).toEqual([4]);
    const loaded = rootReducer(fetching, unseenGamesLoaded({ ids: [2, 3], games: [gameInfo(2)] }));
    expect(loaded.games.fetchingIds).toEqual([]);
    expect(selectGameById(loaded, 2)).toEqual(gameInfo(2));
    // 3 is unknown to the server: a later need asks again.
    expect(selectUnseenGameIds(loaded, [2, 3])).toEqual([3]);
    const failed = rootReducer(fetching, unseenGamesLoadFailed({ ids: [2, 3], message: '503 - Service Unavailable' }));
    expect(failed.games).toMatchObject({ fetchingIds: [], infoError: '503 - Service Unavailable' });
  });
});
