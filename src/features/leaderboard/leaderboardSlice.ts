import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { LeaderboardPage, LeaderboardRow, PlayerRank } from '../../api/leaderboard';
import type { ScoreAdjustmentField } from '../../domain/scoreAdjustment';
import type { Text } from '../../i18n/text';

/** idle: nothing asked yet, or the load was abandoned when the tab closed. */
export type LeaderboardStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** What the Adjust Score dialog's fields hold, as typed. */
export type AdjustmentDraft = Record<ScoreAdjustmentField, string>;

/** A message on one of the dialog's fields: the domain's rules, or the server's words for an unknown player. */
export type AdjustmentErrors = Partial<Record<ScoreAdjustmentField, Text>>;

/** The player the dialog adjusts, as the board shows them: named with their current score (issue 27). */
export type AdjustedPlayer = Pick<LeaderboardRow, 'user_name' | 'total_score'>;

export interface AdjustmentDialogState {
  open: boolean;
  draft: AdjustmentDraft;
  /** The messages of the last refused Save, each shown on its field until that field is edited. */
  errors: AdjustmentErrors;
  saving: boolean;
  /** Opened from a row's '+': the user id is that row's and cannot be changed. */
  userIdLocked: boolean;
  /** The player whose id the dialog holds, when the board has them: from the row, or looked up as the id is typed. */
  player: AdjustedPlayer | null;
}

/**
 * Only the rows in view (one page, or the searched player) are kept, so a board of a million players
 * costs the store 100 rows; `size` counts the whole board for the pager.
 */
export interface LeaderboardState extends EntityState<LeaderboardRow, string> {
  /** The tournament whose board the tab shows (kept after closing, so reopening it keeps its page). */
  tournamentId: number | null;
  tabOpen: boolean;
  /** The page in view, counted from 0. */
  page: number;
  size: number;
  /** The user id typed in the search box; blank shows the page. */
  search: string;
  status: LeaderboardStatus;
  error: string | null;
  adjustment: AdjustmentDialogState;
  /** The board version the rows were last refreshed to by the live stream; null before the first. */
  liveVersion: number | null;
  /** The rows that moved (rank or score) in the last live refresh, highlighted until they fade. */
  movedIds: string[];
}

export const leaderboardAdapter = createEntityAdapter<LeaderboardRow, string>({
  selectId: (row) => row.user_id,
  sortComparer: (a, b) => a.rank - b.rank,
});

const emptyDraft: AdjustmentDraft = { note: '', score: '', user_id: '' };

const initialState: LeaderboardState = leaderboardAdapter.getInitialState({
  tournamentId: null,
  tabOpen: false,
  page: 0,
  size: 0,
  search: '',
  status: 'idle',
  error: null,
  adjustment: { open: false, draft: emptyDraft, errors: {}, saving: false, userIdLocked: false, player: null },
  liveVersion: null,
  movedIds: [],
});

/** Spec §2: the table shows 'Loading...' while its rows are asked for, never the rows of another view. */
function startLoading(state: LeaderboardState) {
  leaderboardAdapter.removeAll(state);
  state.movedIds = [];
  state.status = 'loading';
  state.error = null;
}

/**
 * A row moved when it is new to the view or its score changed: the players who caused the change. Rows only pushed
 * along by them are not lit, or one player reaching the top would light the whole page.
 */
function movedRowIds(state: LeaderboardState, rows: LeaderboardRow[]): string[] {
  return rows
    .filter((row) => {
      const before = state.entities[row.user_id];
      return !before || before.total_score !== row.total_score;
    })
    .map((row) => row.user_id);
}

function showRows(state: LeaderboardState, rows: LeaderboardRow[]) {
  leaderboardAdapter.setAll(state, rows);
  state.status = 'loaded';
}

export const leaderboardSlice = createSlice({
  name: 'leaderboard',
  initialState,
  reducers: {
    tabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      if (state.tournamentId !== tournamentId) {
        state.tournamentId = tournamentId;
        state.page = 0;
        state.size = 0;
        state.search = '';
      }
      state.tabOpen = true;
      state.liveVersion = null;
      startLoading(state);
    },
    tabClosed: (state) => {
      state.tabOpen = false;
      // Its load is cancelled with the tab: nothing will end the loading state otherwise.
      if (state.status === 'loading') state.status = 'idle';
    },
    pageChosen: (state, { payload: page }: PayloadAction<number>) => {
      state.page = page;
      startLoading(state);
    },
    searchChanged: (state, { payload }: PayloadAction<string>) => {
      state.search = payload;
      startLoading(state);
    },
    /** The search text has not changed for the debounce time: the sagas look the player up now. */
    searchSettled: (_state, _action: PayloadAction<string>) => undefined,
    pageLoaded: (state, { payload }: PayloadAction<LeaderboardPage>) => {
      state.size = payload.size;
      showRows(state, payload.rows);
    },
    /** The players found, at their ranks; none: 'No data'. */
    searchResultLoaded: (state, { payload }: PayloadAction<LeaderboardRow[]>) => {
      showRows(state, payload);
    },
    /**
     * The live stream told of a newer version and the view was fetched again: the same page (or searched
     * player), shown without 'Loading...'; `size` comes with a page only.
     */
    liveRowsRefreshed: (state, { payload }: PayloadAction<{ version: number; rows: LeaderboardRow[]; size?: number }>) => {
      state.movedIds = movedRowIds(state, payload.rows);
      if (payload.size !== undefined) state.size = payload.size;
      state.liveVersion = Math.max(state.liveVersion ?? payload.version, payload.version);
      showRows(state, payload.rows);
    },
    /** The rows shown stay as they are; the next change fetches them again. */
    liveRefreshFailed: (_state, _action: PayloadAction<{ message: string }>) => undefined,
    movedRowsFaded: (state) => {
      state.movedIds = [];
    },
    loadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      // Spec §8: the error row replaces the rows.
      leaderboardAdapter.removeAll(state);
      state.status = 'failed';
      state.error = payload.message;
    },
    /** 'Add score' opens it empty; a row's '+' with that row's player, whose id then stays as it is. */
    adjustDialogOpened: (state, { payload }: PayloadAction<{ row?: AdjustedPlayer & Pick<LeaderboardRow, 'user_id'> }>) => {
      const { row } = payload;
      const draft = { ...emptyDraft, user_id: row?.user_id ?? '' };
      const player = row ? { user_name: row.user_name, total_score: row.total_score } : null;
      state.adjustment = { open: true, draft, errors: {}, saving: false, userIdLocked: row !== undefined, player };
    },
    adjustDialogClosed: (state) => {
      state.adjustment.open = false;
    },
    adjustmentEdited: (state, { payload }: PayloadAction<{ field: ScoreAdjustmentField; value: string }>) => {
      if (payload.field === 'user_id' && state.adjustment.userIdLocked) return;
      state.adjustment.draft[payload.field] = payload.value;
      delete state.adjustment.errors[payload.field];
      // Another id: who it names is looked up again (adjustedPlayerFound).
      if (payload.field === 'user_id') state.adjustment.player = null;
    },
    /** The typed id's player on the board, or null when the board does not have them (yet). */
    adjustedPlayerFound: (state, { payload }: PayloadAction<{ userId: string; player: AdjustedPlayer | null }>) => {
      if (state.adjustment.draft.user_id.trim() === payload.userId) state.adjustment.player = payload.player;
    },
    adjustmentSubmitted: (state) => {
      state.adjustment.saving = true;
    },
    /** The dialog names nobody; Save still says whether the id is a player. */
    adjustedPlayerLookupFailed: (_state, _action: PayloadAction<{ message: string }>) => undefined,
    adjustmentRefused: (state, { payload }: PayloadAction<AdjustmentErrors>) => {
      state.adjustment.errors = payload;
      state.adjustment.saving = false;
    },
    // The view reloads next (the sagas take this event as a reload), so its loading state starts here.
    scoreAdjusted: (state, _action: PayloadAction<PlayerRank>) => {
      state.adjustment.open = false;
      state.adjustment.saving = false;
      startLoading(state);
    },
    adjustmentFailed: (state, _action: PayloadAction<{ message: string }>) => {
      state.adjustment.saving = false;
    },
  },
});

export const {
  tabOpened,
  tabClosed,
  pageChosen,
  searchChanged,
  searchSettled,
  pageLoaded,
  searchResultLoaded,
  liveRowsRefreshed,
  liveRefreshFailed,
  movedRowsFaded,
  loadFailed,
  adjustDialogOpened,
  adjustDialogClosed,
  adjustmentEdited,
  adjustedPlayerFound,
  adjustedPlayerLookupFailed,
  adjustmentSubmitted,
  adjustmentRefused,
  scoreAdjusted,
  adjustmentFailed,
} = leaderboardSlice.actions;
export const leaderboardReducer = leaderboardSlice.reducer;

/** The leaderboard slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectLeaderboardSlice = (state: { leaderboard?: LeaderboardState }): LeaderboardState => state.leaderboard ?? initialState;
