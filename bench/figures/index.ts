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

/** Every figure of issue 6 (and issue 16's figure 8), in the report's order. */
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
];
