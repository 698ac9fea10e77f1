import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Page } from 'playwright-core';
import { featuresLoaded } from '../../../src/app/featureInjection';
import { createRootReducer, type LazyLoadedSlices, type LazySlice } from '../../../src/app/rootReducer';
import { adminUsersSlice } from '../../../src/features/adminUsers/adminUsersSlice';
import { bonusesSlice } from '../../../src/features/bonuses/bonusesSlice';
import { bonusOutboxSlice } from '../../../src/features/bonusOutbox/bonusOutboxSlice';
import { boostersSlice } from '../../../src/features/boosters/boostersSlice';
import { bulkSendSlice } from '../../../src/features/bulkSend/bulkSendSlice';
import { editorSlice } from '../../../src/features/editor/editorSlice';
import { gamesSlice } from '../../../src/features/games/gamesSlice';
import { historySlice } from '../../../src/features/history/historySlice';
import { invitePlayersSlice } from '../../../src/features/invitePlayers/invitePlayersSlice';
import { leaderboardSlice } from '../../../src/features/leaderboard/leaderboardSlice';
import { leaderboardExportSlice } from '../../../src/features/leaderboardExport/leaderboardExportSlice';
import { payoutReviewSlice } from '../../../src/features/payoutReview/payoutReviewSlice';
import { resultsSlice } from '../../../src/features/results/resultsSlice';
import { seriesSlice } from '../../../src/features/series/seriesSlice';
import { simulationSlice } from '../../../src/features/simulation/simulationSlice';

/** What the development build's action recorder (src/app/actionRecorder.ts) kept on the page. */
export interface ActionLog {
  actions: UnknownAction[];
  finalState: unknown;
}

interface RecordingWindow {
  __recordedActions?: UnknownAction[];
  __store?: { getState(): unknown };
}

export function readActionLog(page: Page): Promise<ActionLog> {
  return page.evaluate(() => {
    const recording = globalThis as unknown as RecordingWindow;
    if (!recording.__recordedActions || !recording.__store) throw new Error('The page has no action recorder: not a development build');
    return { actions: recording.__recordedActions, finalState: recording.__store.getState() };
  });
}

/** Through a file as JSON, the way a log would be kept and replayed later: only plain data survives. */
export function saveAndReloadActionLog(log: ActionLog): ActionLog {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-action-log-'));
  try {
    const file = path.join(folder, 'actions.json');
    fs.writeFileSync(file, JSON.stringify(log, null, 1));
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ActionLog;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The lazily loaded slices by path (their reducers only: the features' sagas are browser code, test/allFeatures.ts has
 * them); a slice added to LazyLoadedSlices and missing here does not compile.
 */
const lazySlices: { [Path in keyof LazyLoadedSlices]: Extract<LazySlice, { reducerPath: Path }> } = {
  adminUsers: adminUsersSlice,
  bonuses: bonusesSlice,
  bonusOutbox: bonusOutboxSlice,
  boosters: boostersSlice,
  bulkSend: bulkSendSlice,
  editor: editorSlice,
  games: gamesSlice,
  history: historySlice,
  invitePlayers: invitePlayersSlice,
  leaderboard: leaderboardSlice,
  leaderboardExport: leaderboardExportSlice,
  payoutReview: payoutReviewSlice,
  results: resultsSlice,
  series: seriesSlice,
  simulation: simulationSlice,
};

/**
 * The state a store's root reducer reaches from its initial state over the log's actions, in order, taking in each
 * lazily loaded feature where the log says the page did (`app/featuresLoaded`, when a route brought it).
 */
export function replayActions(actions: UnknownAction[]): unknown {
  const rootReducer = createRootReducer();
  return actions.reduce((state, action) => {
    if (featuresLoaded.match(action)) for (const path of action.payload) rootReducer.inject(lazySlices[path]);
    return rootReducer(state, action);
  }, rootReducer(undefined, { type: '@@replay/INIT' }));
}
