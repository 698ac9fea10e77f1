import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import type { AdminUsersState } from '../features/adminUsers/adminUsersSlice';
import { authReducer } from '../features/auth/authSlice';
import { connectionReducer } from '../features/connection/connectionSlice';
import type { BonusesState } from '../features/bonuses/bonusesSlice';
import type { BonusOutboxState } from '../features/bonusOutbox/bonusOutboxSlice';
import type { BoostersState } from '../features/boosters/boostersSlice';
import type { BulkSendState } from '../features/bulkSend/bulkSendSlice';
import type { EditorState } from '../features/editor/editorState';
import type { GamesState } from '../features/games/gamesSlice';
import type { HistoryState } from '../features/history/historySlice';
import type { InvitePlayersState } from '../features/invitePlayers/invitePlayersSlice';
import type { LeaderboardState } from '../features/leaderboard/leaderboardSlice';
import type { LeaderboardExportState } from '../features/leaderboardExport/leaderboardExportSlice';
import type { PayoutReviewState } from '../features/payoutReview/payoutReviewSlice';
import { liveReducer } from '../features/live/liveSlice';
import { openedTournamentReducer } from '../features/openedTournament/openedTournamentSlice';
import type { ResultsState } from '../features/results/resultsSlice';
import type { SeriesState } from '../features/series/seriesSlice';
import type { SimulationState } from '../features/simulation/simulationSlice';
import { tournamentsReducer } from '../features/tournaments/tournamentsSlice';
import { unsentReducer } from '../features/unsent/unsentSlice';
import { languageReducer } from '../i18n/languageSlice';
import { apiExtensionsReducer } from './apiExtensionsSlice';
import { toastsReducer } from './toasts/toastsSlice';

/**
 * The slices of the features that arrive with their routes' chunks (src/app/lazyFeature.ts): absent from the state
 * until the route that uses one loads. Types only here, so none of their code is in the entry; their selectors read
 * them through `state.<slice> ?? <initial state>`.
 */
export interface LazyLoadedSlices {
  adminUsers: AdminUsersState;
  bonuses: BonusesState;
  bonusOutbox: BonusOutboxState;
  boosters: BoostersState;
  bulkSend: BulkSendState;
  editor: EditorState;
  games: GamesState;
  history: HistoryState;
  invitePlayers: InvitePlayersState;
  leaderboard: LeaderboardState;
  leaderboardExport: LeaderboardExportState;
  payoutReview: PayoutReviewState;
  results: ResultsState;
  series: SeriesState;
  simulation: SimulationState;
}

/** One lazily loaded slice, its path one of LazyLoadedSlices' and its reducer's state that path's. */
export type LazySlice = { [Path in keyof LazyLoadedSlices]: { reducerPath: Path; reducer: Reducer<LazyLoadedSlices[Path]> } }[keyof LazyLoadedSlices];

/**
 * A store's root reducer: what the app shell and the first route (Running) need, from the start; the other
 * features' slices are injected into it (`inject`) when their routes load. One per store: what one store has
 * loaded is not another's.
 */
export function createRootReducer() {
  return combineSlices({
    apiExtensions: apiExtensionsReducer,
    auth: authReducer,
    connection: connectionReducer,
    language: languageReducer,
    live: liveReducer,
    // Which tournament the page shows: read by every tab of the tournament page, whichever feature brings it.
    openedTournament: openedTournamentReducer,
    toasts: toastsReducer,
    tournaments: tournamentsReducer,
    unsent: unsentReducer,
  }).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
/** The state of a store: the lazily loaded slices optional (undefined until their route has loaded). */
export type RootState = ReturnType<RootReducer>;
