import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { actionRecorder, actionRecordingEnabled } from './actionRecorder';
import { featureInjector, withNeeds } from './featureInjection';
import type { LazyFeature } from './lazyFeature';
import { createRootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

// Development-only checks: they warn past 32 ms by default, which a busy test machine reaches on large pages.
const DEV_CHECKS = { warnAfter: 200 };

interface StoreOptions {
  /** Features taken in from the start (the tests'); the console's come with their routes (`store.injectFeatures`). */
  features?: readonly LazyFeature[];
}

/**
 * The store with the app shell's sagas running; `injectFeatures` takes in the lazily loaded features as their routes
 * load (src/app/router.tsx). Serializability checks stay on: state and actions are plain data.
 */
export function setupStore(preloadedState?: Partial<RootState>, { features = [] }: StoreOptions = {}) {
  const rootReducer = createRootReducer();
  // Their slices before the store is made, so that preloaded state for them is kept.
  for (const { slice } of withNeeds(features)) rootReducer.inject(slice);
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false, immutableCheck: DEV_CHECKS, serializableCheck: DEV_CHECKS }).concat(sagaMiddleware, ...(actionRecordingEnabled ? [actionRecorder] : [])),
    devTools: process.env.NODE_ENV !== 'production',
  });
  sagaMiddleware.run(rootSaga);
  const injectFeatures = featureInjector(rootReducer, sagaMiddleware, store.dispatch);
  injectFeatures(features);
  return Object.assign(store, { injectFeatures });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
