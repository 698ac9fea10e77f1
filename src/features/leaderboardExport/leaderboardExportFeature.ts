import type { LazyFeature } from '../../app/lazyFeature';
import { leaderboardExportSagas } from './leaderboardExportSagas';
import { leaderboardExportSlice } from './leaderboardExportSlice';

/** The Leaderboard tab's CSV export. */
export const leaderboardExportFeature: LazyFeature = {
  slice: leaderboardExportSlice,
  saga: leaderboardExportSagas,
};
