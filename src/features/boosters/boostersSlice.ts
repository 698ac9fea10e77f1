import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { Booster } from '../../domain/tournament';
import type { FieldError } from '../../domain/tournamentValidation';
import type { Text } from '../../i18n/text';
import { conflictFound, type KeptBoosterChanges, overwriteChosen, theirVersionLoaded } from '../editor';
import { pageClosed, tournamentOpened } from '../openedTournament';

/** A booster as the tab keeps it (spec §3): a local key, and a deleted flag kept until the deletion is saved. */
export interface BoosterRow extends Booster {
  key: string;
  deleted: boolean;
}

/** What a row's controls change. */
export type BoosterEdit = Partial<Pick<Booster, 'multiplier' | 'name' | 'start_date' | 'end_date' | 'day_of_week' | 'day_of_month'>>;

export type BoostersLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface BoostersState extends EntityState<BoosterRow, string> {
  /** The tournament whose boosters these are; null before its tab opens. */
  tournamentId: number | null;
  status: BoostersLoadStatus;
  loadError: string | null;
  /** Spec §4: set by any change, cleared by a successful save. */
  unsaved: boolean;
  saving: boolean;
  /** The inline 'Failed to save boosters' of spec §8, with why. */
  saveError: Text | null;
  /** The next local key's number: a counter, so replaying the actions rebuilds the same keys. */
  nextKey: number;
  /** The boosters as last loaded: what the conflict dialog diffs both sides' boosters against. */
  loaded: Booster[];
}

/** Spec §4: a new booster has multiplier 1 (and id 0 until saved). */
export const DEFAULT_BOOSTER_MULTIPLIER = 1;

// No sortComparer: the rows keep the server's order, new ones appended.
export const boostersAdapter = createEntityAdapter<BoosterRow, string>({ selectId: (row) => row.key });

const initialState: BoostersState = boostersAdapter.getInitialState({
  tournamentId: null,
  status: 'idle',
  loadError: null,
  unsaved: false,
  saving: false,
  saveError: null,
  nextKey: 1,
  loaded: [],
});

function keyed(state: BoostersState, booster: Booster): BoosterRow {
  return { ...booster, key: `b${state.nextKey++}`, deleted: false };
}

function startLoading(state: BoostersState) {
  state.status = 'loading';
  state.loadError = null;
}

/** A change made by hand: it is unsaved until the next successful save. */
function changed(state: BoostersState) {
  state.unsaved = true;
  state.saveError = null;
}

function showLoaded(state: BoostersState, boosters: Booster[]) {
  boostersAdapter.setAll(
    state,
    boosters.map((booster) => keyed(state, booster)),
  );
  state.loaded = boosters;
  state.status = 'loaded';
  state.unsaved = false;
}

/**
 * 'Overwrite with mine' on their boosters: the next save makes them exactly mine. A booster of mine that they
 * deleted is inserted again (id 0) unless I deleted it too; one they added, which I never saw, is deleted.
 */
function rebaseOnto(state: BoostersState, theirs: Booster[]) {
  const theirIds = new Set(theirs.map((booster) => booster.id));
  for (const row of Object.values(state.entities)) {
    if (row.id === 0 || theirIds.has(row.id)) continue;
    if (row.deleted) boostersAdapter.removeOne(state, row.key);
    else row.id = 0;
  }
  const mine = new Set(Object.values(state.entities).map((row) => row.id));
  for (const booster of theirs.filter((their) => !mine.has(their.id))) boostersAdapter.addOne(state, { ...keyed(state, booster), deleted: true });
  state.loaded = theirs;
  changed(state);
}

export const boostersSlice = createSlice({
  name: 'boosters',
  initialState,
  reducers: {
    tabOpened: (state, { payload: tournamentId }: PayloadAction<number>) => {
      // Coming back to the tab keeps the changes not saved yet (the saga does not reload them either).
      if (state.unsaved && state.tournamentId === tournamentId) return state;
      return { ...initialState, tournamentId, status: 'loading' as const };
    },
    /** Refresh discards unsaved changes (the tab asks first). */
    refreshRequested: (state) => {
      startLoading(state);
      state.unsaved = false;
      state.saveError = null;
    },
    boostersLoaded: (state, { payload }: PayloadAction<Booster[]>) => {
      // A load that ends after kept changes were restored (the tab opened as the page loaded) leaves them: a save,
      // a refresh and another tournament all clear `unsaved` before their load, and no edit is made while loading.
      if (!state.unsaved) showLoaded(state, payload);
    },
    loadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      // Like every list: the error comes with an empty list, never with stale rows.
      boostersAdapter.removeAll(state);
      state.status = 'failed';
      state.loadError = payload.message;
      state.unsaved = false;
    },

    boosterAdded: (state) => {
      if (state.tournamentId === null) return;
      const booster: Booster = {
        id: 0,
        tournament_id: state.tournamentId,
        multiplier: DEFAULT_BOOSTER_MULTIPLIER,
        name: '',
        start_date: null,
        end_date: null,
        day_of_week: null,
        day_of_month: null,
      };
      boostersAdapter.addOne(state, keyed(state, booster));
      changed(state);
    },
    boosterEdited: (state, { payload }: PayloadAction<{ key: string; changes: BoosterEdit }>) => {
      boostersAdapter.updateOne(state, { id: payload.key, changes: payload.changes });
      changed(state);
    },
    /** Spec §4: an unsaved booster goes at once; a saved one is marked deleted until the save deletes it. */
    boosterDeleted: (state, { payload: key }: PayloadAction<string>) => {
      const row = state.entities[key];
      if (!row) return;
      if (row.id === 0) boostersAdapter.removeOne(state, key);
      else row.deleted = true;
      changed(state);
    },
    /** The changes kept in the browser, restored with the tournament's (decision 156): unsaved, as they were left. */
    keptChangesRestored: (state, { payload }: PayloadAction<KeptBoosterChanges & { tournamentId: number }>) => {
      boostersAdapter.removeAll(state);
      boostersAdapter.setAll(
        state,
        payload.rows.map((row) => ({ ...keyed(state, row), deleted: row.deleted })),
      );
      state.tournamentId = payload.tournamentId;
      state.loaded = payload.loaded;
      state.status = 'loaded';
      state.loadError = null;
      changed(state);
    },

    saveStarted: (state) => {
      state.saving = true;
      state.saveError = null;
    },
    /** The deletions went through: a retry after a later failure must not delete them again. */
    deletionsSaved: (state, { payload: ids }: PayloadAction<number[]>) => {
      boostersAdapter.removeMany(
        state,
        state.ids.filter((key) => ids.includes(state.entities[key].id)),
      );
    },
    /** Saved; the list reloads next (new boosters get their ids), so the loading state starts here. */
    boostersSaved: (state) => {
      state.saving = false;
      state.unsaved = false;
      startLoading(state);
    },
    saveFailed: (state, { payload }: PayloadAction<{ message: Text }>) => {
      state.saving = false;
      state.saveError = payload.message;
    },
  },
  extraReducers: (builder) => {
    // Another tournament's page, or none: its boosters are not these.
    builder.addCase(tournamentOpened, () => initialState);
    builder.addCase(pageClosed, () => initialState);
    // Boosters never loaded on this page were not edited here: theirs stay as they are on either choice.
    builder.addCase(theirVersionLoaded, (state, { payload }) => {
      if (state.tournamentId !== null) showLoaded(state, payload.theirBoosters);
    });
    builder.addCase(overwriteChosen, (state, { payload }) => {
      if (state.tournamentId !== null) rebaseOnto(state, payload.theirBoosters);
    });
    // Their version changed first: the save stopped, the changes stay unsaved.
    builder.addCase(conflictFound, (state) => {
      state.saving = false;
    });
  },
});

export const {
  tabOpened,
  refreshRequested,
  boostersLoaded,
  loadFailed,
  boosterAdded,
  boosterEdited,
  boosterDeleted,
  keptChangesRestored,
  saveStarted,
  deletionsSaved,
  boostersSaved,
  saveFailed,
} = boostersSlice.actions;
export const boostersReducer = boostersSlice.reducer;

/** The changes made by hand: they are kept in the browser with the tournament's edits, a pause after the last. */
export const boosterEditActions = [boosterAdded, boosterEdited, boosterDeleted];

/** The boosters slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectBoostersSlice = (state: { boosters?: BoostersState }): BoostersState => state.boosters ?? initialState;

/** Save refused before any request (spec §5): each message becomes an 'Error' toast, the fields show theirs. */
export const validationFailed = createAction<{ errors: FieldError[] }>('boosters/validationFailed');
