import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { editorReducer } from '../features/editor/editorSlice';
import { bonusesReducer } from '../features/bonuses/bonusesSlice';
import { gamesReducer } from '../features/games/gamesSlice';
import { tournamentsReducer } from '../features/tournaments/tournamentsSlice';
import { unsentReducer } from '../features/unsent/unsentSlice';
import { toastsReducer } from './toasts/toastsSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  editor: editorReducer,
  bonuses: bonusesReducer,
  games: gamesReducer,
  toasts: toastsReducer,
  tournaments: tournamentsReducer,
  unsent: unsentReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
