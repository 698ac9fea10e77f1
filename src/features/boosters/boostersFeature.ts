import type { LazyFeature } from '../../app/lazyFeature';
import { boosterToastsFor } from './boosterToasts';
import { boostersSagas } from './boostersSagas';
import { boostersSlice } from './boostersSlice';

/**
 * The tournament's boosters, edited beside its working copy: the editor brings them (editorFeature), as they read
 * the editor's state and its Save and Publish write them.
 */
export const boostersFeature: LazyFeature = {
  slice: boostersSlice,
  saga: boostersSagas,
  toastsFor: boosterToastsFor,
};
