import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LeaderboardExportState {
  /** Ids of the tournaments whose export is under way (an array: state stays plain data). */
  exportingIds: number[];
}

const initialState: LeaderboardExportState = { exportingIds: [] };

function stopExporting(state: LeaderboardExportState, tournamentId: number) {
  state.exportingIds = state.exportingIds.filter((id) => id !== tournamentId);
}

export const leaderboardExportSlice = createSlice({
  name: 'leaderboardExport',
  initialState,
  reducers: {
    exportRequested: (state, { payload }: PayloadAction<number>) => {
      if (!state.exportingIds.includes(payload)) state.exportingIds.push(payload);
    },
    /** The browser has the download: its bytes go on streaming to disk without the page. */
    exportStarted: (state, { payload }: PayloadAction<{ tournamentId: number; fileName: string }>) => {
      stopExporting(state, payload.tournamentId);
    },
    exportFailed: (state, { payload }: PayloadAction<{ tournamentId: number; message: string }>) => {
      stopExporting(state, payload.tournamentId);
    },
  },
});

export const { exportRequested, exportStarted, exportFailed } = leaderboardExportSlice.actions;
export const leaderboardExportReducer = leaderboardExportSlice.reducer;

/** The leaderboardExport slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectLeaderboardExportSlice = (state: { leaderboardExport?: LeaderboardExportState }): LeaderboardExportState => state.leaderboardExport ?? initialState;
