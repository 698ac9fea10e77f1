import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { toastsReducer } from './toasts/toastsSlice';

export const rootReducer = combineReducers({
  auth: authReducer,
  toasts: toastsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
