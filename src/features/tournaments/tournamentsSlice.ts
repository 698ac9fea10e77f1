import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { TOURNAMENT_LISTS, type TournamentListName } from '../../api/tournaments';
import type { Tournament } from '../../domain/tournament';

/** idle: never loaded, or its load was abandoned when the page closed. */
export type TournamentListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** One list page's share of the collection: which tournaments, in the server's order, and how the load went. */
export interface TournamentListState {
  ids: number[];
  status: TournamentListStatus;
  error: string | null;
}

export interface TournamentsState extends EntityState<Tournament, number> {
  lists: Record<TournamentListName, TournamentListState>;
}

/** No sortComparer: each list keeps the order its endpoint gives (ending soonest, starting soonest, ...). */
export const tournamentsAdapter = createEntityAdapter<Tournament>();

const idleList: TournamentListState = { ids: [], status: 'idle', error: null };

const initialState: TournamentsState = tournamentsAdapter.getInitialState({
  lists: Object.fromEntries(TOURNAMENT_LISTS.map((list) => [list, idleList])) as Record<TournamentListName, TournamentListState>,
});

type ListPayload = PayloadAction<{ list: TournamentListName }>;

function startLoading(state: TournamentsState, { payload }: ListPayload) {
  state.lists[payload.list].status = 'loading';
  state.lists[payload.list].error = null;
}

const tournamentsSlice = createSlice({
  name: 'tournaments',
  initialState,
  reducers: {
    listOpened: startLoading,
    listRefreshRequested: startLoading,
    listClosed: (state, { payload }: ListPayload) => {
      // Its load is cancelled with the page: nothing will end the loading state otherwise.
      if (state.lists[payload.list].status === 'loading') state.lists[payload.list].status = 'idle';
    },
    listLoaded: (state, { payload }: PayloadAction<{ list: TournamentListName; tournaments: Tournament[] }>) => {
      tournamentsAdapter.setMany(state, payload.tournaments);
      state.lists[payload.list] = { ids: payload.tournaments.map(({ id }) => id), status: 'loaded', error: null };
    },
    listLoadFailed: (state, { payload }: PayloadAction<{ list: TournamentListName; message: string }>) => {
      // Spec §8: the alert comes with an empty list, never with stale cards.
      state.lists[payload.list] = { ids: [], status: 'failed', error: payload.message };
    },
  },
});

export const { listOpened, listRefreshRequested, listClosed, listLoaded, listLoadFailed } = tournamentsSlice.actions;
export const tournamentsReducer = tournamentsSlice.reducer;
