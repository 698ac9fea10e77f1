import { createAction, type Dispatch } from '@reduxjs/toolkit';
import type { SagaIterator, SagaMiddleware } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import type { LazyFeature } from './lazyFeature';
import type { LazyLoadedSlices, RootReducer } from './rootReducer';
import { eventToastsSaga } from './toasts/eventToasts';

type LazySliceName = keyof LazyLoadedSlices;

/**
 * The slices just injected, by path: their state appears with this action (each at its initial state), Redux
 * DevTools shows when a route brought them, and a replayed action log injects them at the same place.
 */
export const featuresLoaded = createAction<LazySliceName[]>('app/featuresLoaded');

/** `features` and what they need, each once, what a feature needs before it, leaving out the `injected` ones. */
export function withNeeds(features: readonly LazyFeature[], injected: ReadonlySet<LazySliceName> = new Set()): LazyFeature[] {
  const ordered: LazyFeature[] = [];
  const seen = new Set(injected);
  const visit = (feature: LazyFeature) => {
    if (seen.has(feature.slice.reducerPath)) return;
    seen.add(feature.slice.reducerPath);
    feature.needs?.forEach(visit);
    ordered.push(feature);
  };
  features.forEach(visit);
  return ordered;
}

/** A feature's saga and the watcher of its toasts, run once per store. */
function* featureSaga(feature: LazyFeature): SagaIterator {
  yield all([...(feature.saga ? [fork(feature.saga)] : []), ...(feature.toastsFor ? [fork(eventToastsSaga, feature.toastsFor)] : [])]);
}

/**
 * What a store uses to take in features as their routes load: the ones it has not yet, with what they need, each
 * once: their slices into the store's root reducer, then `featuresLoaded`, then their sagas. A feature asked for
 * again (a route visited again, another route that uses it) changes nothing: its saga never runs twice.
 */
export function featureInjector(rootReducer: RootReducer, sagaMiddleware: SagaMiddleware, dispatch: Dispatch) {
  const injected = new Set<LazySliceName>();
  return function injectFeatures(features: readonly LazyFeature[]): void {
    const added = withNeeds(features, injected);
    if (added.length === 0) return;
    for (const { slice } of added) {
      rootReducer.inject(slice);
      injected.add(slice.reducerPath);
    }
    dispatch(featuresLoaded(added.map(({ slice }) => slice.reducerPath)));
    for (const feature of added) sagaMiddleware.run(featureSaga, feature);
  };
}

export type InjectFeatures = ReturnType<typeof featureInjector>;
