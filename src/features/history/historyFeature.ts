import type { LazyFeature } from '../../app/lazyFeature';
import { historySagas } from './historySagas';
import { historySlice } from './historySlice';

/** The History tab and a leaderboard row's adjustments. */
export const historyFeature: LazyFeature = {
  slice: historySlice,
  saga: historySagas,
};
