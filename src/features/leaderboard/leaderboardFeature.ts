import type { LazyFeature } from '../../app/lazyFeature';
import { editorFeature } from '../editor/editorFeature';
import { historyFeature } from '../history/historyFeature';
import { invitePlayersFeature } from '../invitePlayers/invitePlayersFeature';
import { leaderboardExportFeature } from '../leaderboardExport/leaderboardExportFeature';
import { leaderboardSagas } from './leaderboardSagas';
import { leaderboardSlice } from './leaderboardSlice';
import { leaderboardToastsFor } from './leaderboardToasts';

/** The Leaderboard tab: it reads the editor's tiers and status, and shows a row's adjustments (history), the export and 'Invite players'. */
export const leaderboardFeature: LazyFeature = {
  slice: leaderboardSlice,
  saga: leaderboardSagas,
  toastsFor: leaderboardToastsFor,
  needs: [editorFeature, historyFeature, leaderboardExportFeature, invitePlayersFeature],
};
