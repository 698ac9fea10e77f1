import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResultsFileFormat } from '../../domain/results/resultsFileName';
import type { TournamentResults } from '../../domain/results/tournamentResults';

/**
 * `loading`: the first answer is awaited; `pending`: the server is computing the first figures (the sagas ask again);
 * `loaded`: figures shown (provisional ones are refreshed while the tab shows them); `failed`: refused (a 409 says why).
 */
export type ResultsLoadStatus = 'idle' | 'loading' | 'pending' | 'loaded' | 'failed';

export interface ResultsState {
  /** The tournament whose results these are (null before the tab first opens). */
  tournamentId: number | null;
  status: ResultsLoadStatus;
  /** Why they could not be read: the server's words when it gave some (409: not started, events expired). */
  error: string | null;
  /** The figures last answered, kept while a refresh is awaited. */
  results: TournamentResults | null;
  /** The export under way (CSV or .xlsx), until the browser has the download; one at a time. */
  exporting: ResultsFileFormat | null;
  exportError: string | null;
}

const initialState: ResultsState = { tournamentId: null, status: 'idle', error: null, results: null, exporting: null, exportError: null };

export const resultsSlice = createSlice({
  name: 'results',
  initialState,
  reducers: {
    resultsTabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      // Another tournament's figures never show on this one's tab, even for a moment.
      if (state.tournamentId !== tournamentId) return { ...initialState, tournamentId, status: 'loading' };
      // The figures shown stay until their refresh is answered.
      if (state.status !== 'loaded') state.status = 'loading';
      state.error = null;
      return undefined;
    },
    resultsTabClosed: (state) => {
      // Its reading is cancelled with the tab: nothing else would end a wait.
      if (state.status === 'loading' || state.status === 'pending') state.status = 'idle';
    },
    resultsPending: (state) => {
      state.status = 'pending';
    },
    resultsLoaded: (state, { payload }: PayloadAction<TournamentResults>) => {
      state.results = payload;
      state.status = 'loaded';
      state.error = null;
    },
    resultsLoadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.status = 'failed';
      state.error = payload.message;
      state.results = null;
    },
    resultsExportRequested: (state, { payload: format }: PayloadAction<ResultsFileFormat>) => {
      // One export at a time (the saga takes the first): a second request leaves the first one's mark.
      state.exporting ??= format;
      state.exportError = null;
    },
    /** The browser has the download: its bytes go on streaming to disk without the page. */
    resultsExportStarted: (state, _action: PayloadAction<{ fileName: string }>) => {
      state.exporting = null;
    },
    resultsExportFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.exporting = null;
      state.exportError = payload.message;
    },
  },
});

export const {
  resultsTabOpened,
  resultsTabClosed,
  resultsPending,
  resultsLoaded,
  resultsLoadFailed,
  resultsExportRequested,
  resultsExportStarted,
  resultsExportFailed,
} = resultsSlice.actions;

/** The results slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectResultsSlice = (state: { results?: ResultsState }): ResultsState => state.results ?? initialState;
