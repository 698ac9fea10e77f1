/** The editor's slice: the page's loads, submits, dialogs and conflicts; the edits themselves are copy/workingCopyEdits.ts. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tournament } from '../../domain/tournament';
import { newTournament } from '../../domain/tournamentDefaults';
import type { FieldError } from '../../domain/tournamentValidation';
import type { Text } from '../../i18n/text';
import { createOpened, pageClosed, tournamentOpened } from '../openedTournament';
import type { EditConflict } from './conflict/editConflict';
import { toKeyedPath } from './copy/fieldPaths';
import { toWorkingCopy } from './copy/workingCopy';
import { workingCopyEdits, type WorkingCopyEdit } from './copy/workingCopyEdits';
import { initialState, type EditorState, type ImageField, type ImageStatus, type Operation, type RetriedSubmit, type SubmitFailure } from './editorState';
import type { KeptEdits } from './save/keptEdits';

const SUBMITS: readonly Operation[] = ['create', 'save', 'publish'];

/** A fresh page state around `tournament`'s working copy. */
function openCopy(tournament: Tournament): EditorState {
  return { ...initialState, loadStatus: 'loaded', copy: toWorkingCopy(tournament), stored: tournament };
}

const start = (operation: Operation) => (state: EditorState) => {
  if (!state.running.includes(operation)) state.running.push(operation);
};
function stop(state: EditorState, operation: Operation) {
  state.running = state.running.filter((running) => running !== operation);
}

/** A request that answers with the stored tournament: it becomes the copy, with no unsaved changes. */
function replaceWithStored(state: EditorState, tournament: Tournament) {
  state.copy = toWorkingCopy(tournament);
  state.stored = tournament;
  state.savedEdits = state.edits;
  state.reportedErrors = [];
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    tournamentLoaded: (_state, { payload }: PayloadAction<Tournament>) => openCopy(payload),
    tournamentNotFound: (state) => {
      state.loadStatus = 'notFound';
    },
    loadFailed: (state, { payload }: PayloadAction<{ message: string }>) => {
      state.loadStatus = 'failed';
      state.loadError = payload.message;
    },

    ...workingCopyEdits,

    draftFound: (state, { payload }: PayloadAction<KeptEdits>) => {
      state.savedDraft = payload;
    },
    draftDiscarded: (state) => {
      state.savedDraft = null;
    },

    /** Full validation refused a Create, Save or Publish: it ends, and every field with an error is marked. */
    validationFailed: (state, { payload }: PayloadAction<{ errors: FieldError[] }>) => {
      state.running = state.running.filter((operation) => !SUBMITS.includes(operation));
      if (!state.copy) return;
      const keys = { tiers: state.copy.tiers.ids, wagering_conditions: state.copy.conditions.ids };
      const keyed = payload.errors.map((error) => ({ ...error, field: toKeyedPath(error.field, keys) }));
      state.touched = [...new Set([...state.touched, ...keyed.map((error) => error.field)])];
      state.reportedErrors = keyed;
      state.refusals += 1;
    },

    createRequested: (state) => {
      start('create')(state);
      state.createError = null;
    },
    created: (state, _action: PayloadAction<{ id: number }>) => {
      stop(state, 'create');
      state.savedEdits = state.edits;
      state.retryOnReconnect = null;
    },
    createFailed: (state, { payload }: PayloadAction<SubmitFailure>) => {
      stop(state, 'create');
      state.createError = payload.message;
      if (payload.noServer) state.retryOnReconnect = 'create';
    },

    saveRequested: start('save'),
    saved: (state, { payload }: PayloadAction<Tournament>) => {
      stop(state, 'save');
      replaceWithStored(state, payload);
      state.retryOnReconnect = null;
    },
    saveFailed: (state, { payload }: PayloadAction<SubmitFailure>) => {
      stop(state, 'save');
      if (payload.noServer) state.retryOnReconnect = 'save';
    },
    /** The server answers again: the Create or Save that found none is made again, once (a toast says so). */
    retriedOnReconnect: (state, _action: PayloadAction<RetriedSubmit>) => {
      state.retryOnReconnect = null;
    },

    publishRequested: start('publish'),
    /** Refused before any request: unsaved changes, or a title ending in [Clone]. */
    publishRefused: (state, _action: PayloadAction<{ message: Text }>) => stop(state, 'publish'),
    /** The boosters, saved before the status changes, could not be saved; their saga has reported why. */
    publishStopped: (state) => stop(state, 'publish'),
    /** The tournament is In Progress (its boosters were saved just before). */
    published: (state, { payload }: PayloadAction<Tournament>) => {
      stop(state, 'publish');
      replaceWithStored(state, payload);
    },
    publishFailed: (state, _action: PayloadAction<{ message: string }>) => stop(state, 'publish'),

    duplicateRequested: start('duplicate'),
    /** movedTo: the copy's new start, when its window had already started (issue 27). */
    duplicated: (state, _action: PayloadAction<{ id: number; movedTo?: string }>) => stop(state, 'duplicate'),
    duplicateFailed: (state, _action: PayloadAction<{ message: string }>) => stop(state, 'duplicate'),

    cancelDialogOpened: (state) => {
      state.cancelDialog = { open: true, reason: '', playersOnBoard: null };
    },
    cancelDialogClosed: (state) => {
      state.cancelDialog.open = false;
    },
    cancelReasonEdited: (state, { payload }: PayloadAction<string>) => {
      state.cancelDialog.reason = payload;
    },
    boardCounted: (state, { payload }: PayloadAction<number>) => {
      state.cancelDialog.playersOnBoard = payload;
    },
    /** The dialog then speaks of the board's players without their number. */
    boardCountFailed: (_state, _action: PayloadAction<{ message: string }>) => undefined,
    /** Sent after the UI's confirmation, with the dialog's reason. */
    cancelRequested: start('cancel'),
    canceled: (state, { payload }: PayloadAction<Tournament>) => {
      stop(state, 'cancel');
      replaceWithStored(state, payload);
      state.cancelDialog.open = false;
    },
    cancelFailed: (state, _action: PayloadAction<{ message: string }>) => stop(state, 'cancel'),

    assignDialogOpened: (state) => {
      state.assignDialogOpen = true;
    },
    assignDialogClosed: (state) => {
      state.assignDialogOpen = false;
    },
    playerAssignRequested: (state, _action: PayloadAction<string>) => start('assign')(state),
    playerAssigned: (state, _action: PayloadAction<string>) => {
      stop(state, 'assign');
      state.assignDialogOpen = false;
    },
    playerAssignFailed: (state, _action: PayloadAction<{ playerId: string }>) => stop(state, 'assign'),

    summaryVideoUrlSaveRequested: start('summaryVideoUrl'),
    summaryVideoUrlSaved: (state, { payload }: PayloadAction<Tournament>) => {
      stop(state, 'summaryVideoUrl');
      if (state.copy) state.copy.fields.summary_video_url = payload.summary_video_url;
      state.stored = payload;
      // Only a tournament past Draft has this Save, and its form is read-only: nothing else is unsaved.
      state.savedEdits = state.edits;
    },
    summaryVideoUrlSaveFailed: (state, _action: PayloadAction<{ message: string }>) => stop(state, 'summaryVideoUrl'),

    /**
     * The tournament's version moved on, its fields did not: the boosters were written (the answer's ETag), or a write
     * refused as stale found no change of theirs (conflictSagas).
     */
    versionAdvanced: (state, { payload }: PayloadAction<number>) => {
      if (state.stored) state.stored.version = payload;
    },
    /** A write was refused as stale: it ends, the edits stay, and the dialog opens. */
    conflictFound: (state, { payload }: PayloadAction<EditConflict>) => {
      stop(state, payload.operation);
      state.conflict = payload;
    },
    /** 'Load their version', confirmed: my edits are discarded (the boosters take theirs too). */
    theirVersionLoaded: (state, { payload }: PayloadAction<EditConflict>) => {
      replaceWithStored(state, payload.theirs);
      state.touched = [];
      state.conflict = null;
    },
    /** 'Overwrite with mine': the write is made again on their version (its If-Match), carrying my copy whole. */
    overwriteChosen: (state, { payload }: PayloadAction<EditConflict>) => {
      state.stored = payload.theirs;
      state.conflict = null;
    },
    /** 'Cancel': the dialog closes, the edits stay unsaved; the next save is refused again. */
    conflictDismissed: (state) => {
      state.conflict = null;
    },

    imageCheckStarted: (state, { payload }: PayloadAction<ImageField>) => {
      state.imageStatus[payload] = 'loading...';
    },
    imageChecked: (state, { payload }: PayloadAction<{ field: ImageField; status: Exclude<ImageStatus, 'loading...'> }>) => {
      state.imageStatus[payload.field] = payload.status;
    },
  },
  // The page's events are the open tournament's: /create starts on the new-tournament defaults, a tournament loads.
  extraReducers: (builder) => {
    builder.addCase(createOpened, (_state, { payload }) => openCopy(newTournament(new Date(payload.now))));
    builder.addCase(tournamentOpened, () => ({ ...initialState, loadStatus: 'loading' as const }));
    builder.addCase(pageClosed, () => initialState);
  },
});

export const {
  tournamentLoaded,
  tournamentNotFound,
  loadFailed,
  fieldChanged,
  startChanged,
  endChanged,
  weekdayToggled,
  configEntryChanged,
  configEntryRemoved,
  tierAdded,
  lastTierRemoved,
  tierRankMinChanged,
  tierRankMaxChanged,
  tierBonusTypeChanged,
  tierBonusTextChanged,
  tierBonusChosen,
  tierBonusValueChanged,
  conditionAdded,
  conditionRemoved,
  conditionFieldChanged,
  conditionGamesChanged,
  conditionGameMoved,
  draftFound,
  draftRestored,
  draftDiscarded,
  validationFailed,
  createRequested,
  created,
  createFailed,
  saveRequested,
  saved,
  saveFailed,
  retriedOnReconnect,
  publishRequested,
  publishRefused,
  publishStopped,
  published,
  publishFailed,
  duplicateRequested,
  duplicated,
  duplicateFailed,
  cancelDialogOpened,
  cancelDialogClosed,
  cancelReasonEdited,
  boardCounted,
  boardCountFailed,
  cancelRequested,
  canceled,
  cancelFailed,
  assignDialogOpened,
  assignDialogClosed,
  playerAssignRequested,
  playerAssigned,
  playerAssignFailed,
  summaryVideoUrlSaveRequested,
  summaryVideoUrlSaved,
  summaryVideoUrlSaveFailed,
  versionAdvanced,
  conflictFound,
  theirVersionLoaded,
  overwriteChosen,
  conflictDismissed,
  imageCheckStarted,
  imageChecked,
} = editorSlice.actions;

/** The edit actions, from `workingCopyEdits`' names: what marks unsaved changes and what restarts the autosave are one list. */
export const editActions = (Object.keys(workingCopyEdits) as WorkingCopyEdit[]).map((name) => editorSlice.actions[name]);
export const editorReducer = editorSlice.reducer;
/** The page's events, which the editor's sagas and tests name as the editor's own (`editor.pageClosed`). */
export { createOpened, pageClosed, tournamentOpened };

/** The editor slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectEditorSlice = (state: { editor?: EditorState }): EditorState => state.editor ?? initialState;
