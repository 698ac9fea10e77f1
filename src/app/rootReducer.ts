import { combineReducers } from '@reduxjs/toolkit';
import { adminUsersReducer } from '../features/adminUsers/adminUsersSlice';
import { authReducer } from '../features/auth/authSlice';
import { boostersReducer } from '../features/boosters/boostersSlice';
import { bonusOutboxReducer } from '../features/bonusOutbox/bonusOutboxSlice';
import { bulkSendReducer } from '../features/bulkSend/bulkSendSlice';
import { editorReducer } from '../features/editor/editorSlice';
import { bonusesReducer } from '../features/bonuses/bonusesSlice';
import { gamesReducer } from '../features/games/gamesSlice';
import { historyReducer } from '../features/history/historySlice';
import { leaderboardReducer } from '../features/leaderboard/leaderboardSlice';
import { leaderboardExportReducer } from '../features/leaderboardExport/leaderboardExportSlice';
import { liveReducer } from '../features/live/liveSlice';
import { simulationReducer } from '../features/simulation/simulationSlice';
import { tournamentsReducer } from '../features/tournaments/tournamentsSlice';
import { unsentReducer } from '../features/unsent/unsentSlice';
import { languageReducer } from '../i18n/languageSlice';
import { apiExtensionsReducer } from './apiExtensionsSlice';
import { toastsReducer } from './toasts/toastsSlice';

export const rootReducer = combineReducers({
  adminUsers: adminUsersReducer,
  apiExtensions: apiExtensionsReducer,
  auth: authReducer,
  boosters: boostersReducer,
  bonusOutbox: bonusOutboxReducer,
  bulkSend: bulkSendReducer,
  editor: editorReducer,
  bonuses: bonusesReducer,
  games: gamesReducer,
  history: historyReducer,
  language: languageReducer,
  leaderboard: leaderboardReducer,
  leaderboardExport: leaderboardExportReducer,
  live: liveReducer,
  simulation: simulationReducer,
  toasts: toastsReducer,
  tournaments: tournamentsReducer,
  unsent: unsentReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
