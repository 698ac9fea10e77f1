import { createAction, createEntityAdapter, createSlice, freeze, original, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { TOURNAMENT_LISTS, type TournamentListName } from '../../api/tournaments';
import type { Tournament } from '../../domain/tournament';
import { DEFAULT_LIST_VIEW, type ListView } from './listView';

/** idle: never loaded, or its load was abandoned when the page closed. */
export type TournamentListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One list page's share of the collection: which tournaments, in the server's order, and how the load went. */
export interface TournamentListState {
  ids: number[];
  status: TournamentListStatus;
  error: string | null;
  /** The search, sort and page shown, as the URL states them. */
  view: ListView;
  /** The search box's text, which becomes the view's search once typing pauses. */
  searchText: string;
  /** How many tournaments the whole (searched) list holds; null when the API answered the whole list. */
  total: number | null;
}

export interface TournamentsState extends EntityState<Tournament, number> {
  lists: Record<TournamentListName, TournamentListState>;
}

/** No sortComparer: each list keeps the order its endpoint gives (ending soonest, starting soonest, ...). */
export const tournamentsAdapter = createEntityAdapter<Tournament>();

const idleList: TournamentListState = { ids: [], status: 'idle', error: null, view: DEFAULT_LIST_VIEW, searchText: '', total: null };

const initialState: TournamentsState = tournamentsAdapter.getInitialState({
  lists: Object.fromEntries(TOURNAMENT_LISTS.map((list) => [list, idleList])) as Record<TournamentListName, TournamentListState>,
});

type ListPayload = PayloadAction<{ list: TournamentListName }>;

/**
 * Development and tests freeze each loaded tournament deeply, as immer would, so that a mutation anywhere
 * in one throws. Production leaves them as they are: freezing 10,000 tournaments on every list load costs
 * more than the whole load's budget (issue 6, figure 5), and immer never looks inside a frozen container.
 */
const freezeOutsideProduction: (tournament: Tournament) => Tournament =
  process.env.NODE_ENV === 'production' ? (tournament) => tournament : (tournament) => freeze(tournament, true);

/**
 * The adapter's setMany, done on plain objects: through immer's proxies, 10,000 assignments cost ten
 * times as much. The entities are the previous ones (never changed earlier in this reducer) plus the new.
 * The new containers are frozen before they enter the draft, so that immer's finalisation neither walks
 * their 10,000 entries nor freezes them again.
 */
function setManyFrozen(state: TournamentsState, tournaments: Tournament[]) {
  const entities = { ...original(state.entities) };
  const addedIds: number[] = [];
  for (const tournament of tournaments) {
    if (!(tournament.id in entities)) addedIds.push(tournament.id);
    entities[tournament.id] = freezeOutsideProduction(tournament);
  }
  state.entities = freeze(entities);
  if (addedIds.length > 0) state.ids = freeze([...(original(state.ids) ?? []), ...addedIds]);
}

function startLoading(state: TournamentsState, { payload }: ListPayload) {
  state.lists[payload.list].status = 'loading';
  state.lists[payload.list].error = null;
}

const tournamentsSlice = createSlice({
  name: 'tournaments',
  initialState,
  reducers: {
    /** The page opened (with no view: the plain list), or its URL query changed (a search settled, a sort or page chosen, back or forward). */
    listOpened: (state, action: PayloadAction<{ list: TournamentListName; view?: ListView }>) => {
      const { view = DEFAULT_LIST_VIEW } = action.payload;
      Object.assign(state.lists[action.payload.list], { view, searchText: view.q });
      startLoading(state, action);
    },
    listRefreshRequested: startLoading,
    listSearchTyped: (state, { payload }: PayloadAction<{ list: TournamentListName; text: string }>) => {
      state.lists[payload.list].searchText = payload.text;
    },
    listClosed: (state, { payload }: ListPayload) => {
      // Its load is cancelled with the page: nothing will end the loading state otherwise.
      if (state.lists[payload.list].status === 'loading') state.lists[payload.list].status = 'idle';
    },
    /** `total` only with a page of the list (API extension 'listPaging'). */
    listLoaded: (state, { payload }: PayloadAction<{ list: TournamentListName; tournaments: Tournament[]; total?: number }>) => {
      setManyFrozen(state, payload.tournaments);
      const list = state.lists[payload.list];
      Object.assign(list, { ids: freeze(payload.tournaments.map(({ id }) => id)), status: 'loaded', error: null, total: payload.total ?? null });
    },
    listLoadFailed: (state, { payload }: PayloadAction<{ list: TournamentListName; message: string }>) => {
      // Spec §8: the alert comes with an empty list, never with stale cards.
      Object.assign(state.lists[payload.list], { ids: [], status: 'failed', error: payload.message, total: null });
    },
  },
});

export const { listOpened, listRefreshRequested, listSearchTyped, listClosed, listLoaded, listLoadFailed } = tournamentsSlice.actions;

/** A sort, an order or a page chosen: the URL changes to it (a saga navigates), and the page follows the URL. */
export const listViewChosen = createAction<{ list: TournamentListName; view: ListView }>('tournaments/listViewChosen');
export const tournamentsReducer = tournamentsSlice.reducer;
