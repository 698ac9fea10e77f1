import type { LeaderboardExportState } from './leaderboardExportSlice';

type WithLeaderboardExport = { leaderboardExport: LeaderboardExportState };

export const selectIsExporting = (state: WithLeaderboardExport, tournamentId: number) =>
  state.leaderboardExport.exportingIds.includes(tournamentId);
