import { createEntityAdapter, createSlice, freeze, original, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
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

/**
 * A loaded tournament made immutable before it enters the store. Development freezes it deeply, as immer
 * would, so a mutation anywhere in it throws in tests and in `npm run dev`. Production freezes only the
 * top level (immer then leaves the object alone): deep-freezing 10,000 tournaments on every list load
 * costs more than the whole load's budget (issue 6, figure 5).
 */
const freezeLoaded = (tournament: Tournament) => freeze(tournament, process.env.NODE_ENV !== 'production');

/**
 * The adapter's setMany, done on plain objects: through immer's proxies, 10,000 assignments cost ten
 * times as much. The entities are the previous ones (never changed earlier in this reducer) plus the new.
 */
function setManyFrozen(state: TournamentsState, tournaments: Tournament[]) {
  const entities = { ...original(state.entities) };
  const addedIds: number[] = [];
  for (const tournament of tournaments) {
    if (!(tournament.id in entities)) addedIds.push(tournament.id);
    entities[tournament.id] = freezeLoaded(tournament);
  }
  state.entities = entities;
  if (addedIds.length > 0) state.ids = [...(original(state.ids) ?? []), ...addedIds];
}

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
      setManyFrozen(state, payload.tournaments);
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
