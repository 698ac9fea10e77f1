import { selectLeaderboardExportSlice, type LeaderboardExportState } from './leaderboardExportSlice';

type WithLeaderboardExport = { leaderboardExport?: LeaderboardExportState };

export const selectIsExporting = (state: WithLeaderboardExport, tournamentId: number) =>
  selectLeaderboardExportSlice(state).exportingIds.includes(tournamentId);
