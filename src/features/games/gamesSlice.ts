import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { GAME_PAGE_SIZE, type GameInfo } from '../../api/games';

/** The open game picker (one at a time: it is a modal). */
export interface GamePickerState {
  /** The text in the search box. */
  search: string;
  /** The (trimmed) text the loaded list answers; '' is the plain catalog. Load More continues it. */
  query: string;
  /** The loaded list, in the server's order. */
  listIds: number[];
  /** The last page came back full (spec §4), so there may be more: 'Load More' stays available. */
  hasMore: boolean;
  loading: boolean;
  /** 'Show only selected games' fetches the selected games' infos by ids. */
  showOnlySelected: boolean;
  selectedLoading: boolean;
  error: string | null;
  /** The selection being edited; new picks go last. Save Changes hands it back in this order. */
  selectedIds: number[];
}

/** The catalog cache every picker and thumbnail strip shares, plus the open picker. */
export interface GamesState extends EntityState<GameInfo, number> {
  picker: GamePickerState;
  /** Unseen ids being fetched, so that no id is asked for twice at the same time. */
  fetchingIds: number[];
  /** Why the latest fetch of unseen ids failed (spec §8 "Game info load failure"). */
  infoError: string | null;
}

/** Ids somebody shows (a condition's games); the sagas fetch the infos the cache lacks. */
export const gameInfosNeeded = createAction<number[]>('games/gameInfosNeeded');

export const gamesAdapter = createEntityAdapter<GameInfo>();

const closedPicker: GamePickerState = {
  search: '',
  query: '',
  listIds: [],
  hasMore: false,
  loading: false,
  showOnlySelected: false,
  selectedLoading: false,
  error: null,
  selectedIds: [],
};

const initialState: GamesState = gamesAdapter.getInitialState({ picker: closedPicker, fetchingIds: [], infoError: null });

function startListLoad(picker: GamePickerState) {
  picker.loading = true;
  picker.error = null;
}

function withoutIds(ids: number[], removed: number[]): number[] {
  return ids.filter((id) => !removed.includes(id));
}

export const gamesSlice = createSlice({
  name: 'games',
  initialState,
  reducers: {
    pickerOpened: (state, { payload }: PayloadAction<{ selectedIds: number[] }>) => {
      state.picker = { ...closedPicker, loading: true, selectedIds: payload.selectedIds };
    },
    pickerClosed: (state) => {
      // Its fetches are cancelled with it: nothing else would end the loading states.
      state.picker.loading = false;
      state.picker.selectedLoading = false;
    },
    // The list is stale from the first keystroke; the fetch follows after the debounce (spec §9).
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.picker.search = payload;
      startListLoad(state.picker);
    },
    loadMoreRequested: (state) => startListLoad(state.picker),
    pageLoaded: (state, { payload }: PayloadAction<{ query: string; skip: number; games: GameInfo[] }>) => {
      const { picker } = state;
      gamesAdapter.upsertMany(state, payload.games);
      const pageIds = payload.games.map((game) => game.id);
      picker.listIds = payload.skip === 0 ? pageIds : [...picker.listIds, ...pageIds];
      picker.query = payload.query;
      picker.hasMore = payload.games.length === GAME_PAGE_SIZE;
      picker.loading = false;
    },
    listLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.picker.loading = false;
      state.picker.error = payload.message;
    },
    showOnlySelectedChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.picker.showOnlySelected = payload;
      state.picker.selectedLoading = payload;
      if (payload) state.picker.error = null;
    },
    selectedGamesLoaded: (state, { payload }: PayloadAction<GameInfo[]>) => {
      gamesAdapter.upsertMany(state, payload);
      state.picker.selectedLoading = false;
    },
    selectedGamesLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.picker.selectedLoading = false;
      state.picker.error = payload.message;
    },
    gameSelectionToggled: (state, { payload: id }: PayloadAction<number>) => {
      const { picker } = state;
      picker.selectedIds = picker.selectedIds.includes(id) ? withoutIds(picker.selectedIds, [id]) : [...picker.selectedIds, id];
    },
    unseenGamesRequested: (state, { payload }: PayloadAction<number[]>) => {
      state.fetchingIds.push(...payload);
      state.infoError = null;
    },
    unseenGamesLoaded: (state, { payload }: PayloadAction<{ ids: number[]; games: GameInfo[] }>) => {
      gamesAdapter.upsertMany(state, payload.games);
      state.fetchingIds = withoutIds(state.fetchingIds, payload.ids);
    },
    unseenGamesLoadFailed: (state, { payload }: PayloadAction<{ ids: number[]; message: string }>) => {
      state.fetchingIds = withoutIds(state.fetchingIds, payload.ids);
      state.infoError = payload.message;
    },
  },
});

export const {
  pickerOpened,
  pickerClosed,
  searchChanged,
  loadMoreRequested,
  pageLoaded,
  listLoadFailed,
  showOnlySelectedChanged,
  selectedGamesLoaded,
  selectedGamesLoadFailed,
  gameSelectionToggled,
  unseenGamesRequested,
  unseenGamesLoaded,
  unseenGamesLoadFailed,
} = gamesSlice.actions;
export const gamesReducer = gamesSlice.reducer;

/** The games slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectGamesSlice = (state: { games?: GamesState }): GamesState => state.games ?? initialState;
