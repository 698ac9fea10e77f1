import type { SagaIterator } from 'redux-saga';
import type { LazySlice } from './rootReducer';
import type { ToastsFor } from './toasts/eventToasts';

/**
 * A feature that is not in the entry: its slice, saga and toasts arrive with the chunk of a route that uses it, which
 * names it in its page module's `features` (src/app/router.tsx). src/app/featureInjection.ts injects it into the
 * store once: the slice into the root reducer, then its saga and its toasts' watcher run.
 */
export interface LazyFeature {
  /** Its slice; the feature is known by the slice's path. */
  readonly slice: LazySlice;
  /** Its root saga. */
  readonly saga?: () => SagaIterator;
  /** The toasts its events show (spec §8), shown by the app's event toasts (src/app/toasts/eventToasts.ts). */
  readonly toastsFor?: ToastsFor;
  /** The features whose slices or sagas its own use, or whose components its components show: injected with it, before it. */
  readonly needs?: readonly LazyFeature[];
}
