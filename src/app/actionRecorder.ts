import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * Proves time travel instead of assuming it: development builds (the e2e specs serve one) keep every
 * action that reaches the reducer in window.__recordedActions and expose the store as window.__store,
 * so a test can replay the log through the root reducer and compare final states. Production builds
 * fold this condition to false and drop the module; jest (NODE_ENV 'test') leaves it off too.
 */
export const actionRecordingEnabled = process.env.NODE_ENV === 'development';

declare global {
  interface Window {
    __recordedActions?: UnknownAction[];
    __store?: { getState(): unknown };
  }
}

/** Placed last, so it records exactly what the reducer is given, in order. */
export const actionRecorder: Middleware = (store) => {
  window.__store = store;
  window.__recordedActions = [];
  return (next) => (action) => {
    window.__recordedActions?.push(action as UnknownAction);
    return next(action);
  };
};
