import type { Action } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './allFeatures';

/** The whole store's state after `actions`, from the initial state (every feature in): how tests set up a screen or a saga. */
export function stateAfter(...actions: Action[]): RootState {
  return actions.reduce(rootReducer, rootReducer(undefined, { type: 'test/init' }));
}
