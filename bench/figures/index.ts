import type { BenchFigure } from '../lib/figure';
import { runningFirstLoadFigure } from './1-running-first-load';
import { leaderboardApiFigure } from './2-leaderboard-api';
import { leaderboardPagerFigure } from './2-leaderboard-pager';
import { leaderboardExportFigure } from './3-leaderboard-export';
import { gamePickerScrollFigure } from './4-game-picker-scroll';
import { storeListSelectorsFigure } from './5-store-list-selectors';
import { editorTypingFigure } from './6-editor-typing';
import { runningThroughputFigure } from './7-running-throughput';
import { readsDuringResendsFigure } from './8-reads-during-resends';
import { ingestThroughputFigure } from './9-ingest-throughput';
import { scoreChangeFigure } from './10-score-change';
import { readsWhileIngestingFigure } from './11-reads-while-ingesting';
import { exportWhileIngestingFigure } from './12-export-while-ingesting';
import { liveSubscriptionsFigure } from './13-live-subscriptions';
import { simulateReplayFigure } from './14-simulate-replay';
import { liveRowOnScreenFigure } from './15-live-row-on-screen';
import { completedFirstPageFigure } from './16-completed-first-page';
import { completedFirstCardFigure } from './17-completed-first-card';
import { readsWhileExportsUnreadFigure } from './18-reads-while-exports-unread';
import { simulatesAtOnceFigure } from './19-simulates-at-once';
import { seriesInstancesFigure } from './20-series-instances';
import { tournamentResultsFigure } from './21-tournament-results';
import { duplicateNewTabFigure } from './22-duplicate-new-tab';

/** Every figure of issue 6 (issue 16's figure 8, issue 11's 9 to 12, issue 12's 13 to 15, issue 13's 16 and 17, issue 26's 18 and 19, issue 28's 21), in the report's order. */
export const FIGURES: BenchFigure[] = [
  runningFirstLoadFigure,
  leaderboardApiFigure,
  leaderboardPagerFigure,
  leaderboardExportFigure,
  gamePickerScrollFigure,
  storeListSelectorsFigure,
  editorTypingFigure,
  runningThroughputFigure,
  readsDuringResendsFigure,
  ingestThroughputFigure,
  scoreChangeFigure,
  readsWhileIngestingFigure,
  exportWhileIngestingFigure,
  liveSubscriptionsFigure,
  simulateReplayFigure,
  liveRowOnScreenFigure,
  completedFirstPageFigure,
  completedFirstCardFigure,
  readsWhileExportsUnreadFigure,
  simulatesAtOnceFigure,
  seriesInstancesFigure,
  tournamentResultsFigure,
  duplicateNewTabFigure,
];
