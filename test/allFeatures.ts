/**
 * Every lazily loaded feature, for the tests: their store (renderWithStore) takes them all in from the start, and
 * tests reduce actions through a root reducer that has them all. The console's store has only the entry's until a
 * route brings more (src/app/featureInjection.ts).
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { LazyFeature } from '../src/app/lazyFeature';
import { createRootReducer, type LazyLoadedSlices, type RootState as StoreState } from '../src/app/rootReducer';
import { adminUsersFeature } from '../src/features/adminUsers/adminUsersFeature';
import { bonusesFeature } from '../src/features/bonuses/bonusesFeature';
import { bonusOutboxFeature } from '../src/features/bonusOutbox/bonusOutboxFeature';
import { boostersFeature } from '../src/features/boosters/boostersFeature';
import { bulkSendFeature } from '../src/features/bulkSend/bulkSendFeature';
import { editorFeature } from '../src/features/editor/editorFeature';
import { gamesFeature } from '../src/features/games/gamesFeature';
import { historyFeature } from '../src/features/history/historyFeature';
import { invitePlayersFeature } from '../src/features/invitePlayers/invitePlayersFeature';
import { leaderboardFeature } from '../src/features/leaderboard/leaderboardFeature';
import { leaderboardExportFeature } from '../src/features/leaderboardExport/leaderboardExportFeature';
import { payoutReviewFeature } from '../src/features/payoutReview/payoutReviewFeature';
import { resultsFeature } from '../src/features/results/resultsFeature';
import { seriesFeature } from '../src/features/series/seriesFeature';
import { simulationFeature } from '../src/features/simulation/simulationFeature';

/** Each lazily loaded slice's feature: a slice added to LazyLoadedSlices without its feature here does not compile. */
export const lazyFeatureBySlice: { readonly [Path in keyof LazyLoadedSlices]: LazyFeature } = {
  adminUsers: adminUsersFeature,
  bonuses: bonusesFeature,
  bonusOutbox: bonusOutboxFeature,
  boosters: boostersFeature,
  bulkSend: bulkSendFeature,
  editor: editorFeature,
  games: gamesFeature,
  history: historyFeature,
  invitePlayers: invitePlayersFeature,
  leaderboard: leaderboardFeature,
  leaderboardExport: leaderboardExportFeature,
  payoutReview: payoutReviewFeature,
  results: resultsFeature,
  series: seriesFeature,
  simulation: simulationFeature,
};

export const allLazyFeatures: readonly LazyFeature[] = Object.values(lazyFeatureBySlice);

/** A store's state once every feature is in: every slice there. */
export type RootState = StoreState & LazyLoadedSlices;

/** A root reducer with every lazily loaded slice injected: its state has them all from the first action. */
export function createFullRootReducer(): Reducer<RootState, UnknownAction, Partial<RootState>> {
  const reducer = createRootReducer();
  for (const { slice } of allLazyFeatures) reducer.inject(slice);
  // What inject added, the type cannot follow through a loop: every path of LazyLoadedSlices is in, as above.
  return reducer as Reducer<RootState, UnknownAction, Partial<RootState>>;
}

/** The tests' root reducer: the console's, every feature injected. */
export const rootReducer = createFullRootReducer();
