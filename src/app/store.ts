import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { actionRecorder, actionRecordingEnabled } from './actionRecorder';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

// Development-only checks: they warn past 32 ms by default, which a busy test machine reaches on large pages.
const DEV_CHECKS = { warnAfter: 200 };

/** The store with every saga running. Serializability checks stay on: state and actions are plain data. */
export function setupStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false, immutableCheck: DEV_CHECKS, serializableCheck: DEV_CHECKS }).concat(sagaMiddleware, ...(actionRecordingEnabled ? [actionRecorder] : [])),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
