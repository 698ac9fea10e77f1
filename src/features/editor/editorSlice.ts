import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BonusType } from '../../domain/enums';
import type { TierBonus, Tournament, Weekday } from '../../domain/tournament';
import { newTournament } from '../../domain/tournamentDefaults';
import type { FieldError } from '../../domain/tournamentValidation';
import type { Text } from '../../i18n/text';
import { createOpened, pageClosed, tournamentOpened } from '../openedTournament';
import type { KeptEdits } from './save/keptEdits';
import { changeConfigEntry, changeEnd, changeField, changeStart, removeConfigEntry, toggleWeekday, type ConfigEntryChange, type ConfigName, type FieldChange } from './copy/fieldEdits';
import type { EditConflict } from './conflict/editConflict';
import { toKeyedPath } from './copy/fieldPaths';
import type { NumberInput } from './copy/numberInput';
import * as rows from './copy/rowEdits';
import { toWorkingCopy, type WorkingCopy } from './copy/workingCopy';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
export const IMAGE_FIELDS = ['hero_image_desktop', 'hero_image_mobile', 'list_image'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];
export type ImageStatus = 'not set' | 'loading...' | 'accessible' | 'not accessible';
/** Requests the page waits for; each shows its own spinner or disables its own button. */
export type Operation = 'create' | 'save' | 'publish' | 'duplicate' | 'cancel' | 'assign' | 'summaryVideoUrl';
/** The submits made again by themselves once a server that could not be reached answers (issue 27). */
export type RetriedSubmit = 'create' | 'save';
/** A failed request's words; noServer when no server answered it (the network, a stopped server, a gateway's 502–504). */
export interface SubmitFailure {
  message: string;
  noServer?: true;
}

/** The working copy of the tournament the page shows (which one: the openedTournament feature's). */
export interface EditorState {
  loadStatus: LoadStatus;
  loadError: string | null;
  copy: WorkingCopy | null;
  /** Edits made, and edits made when the copy was last loaded or saved: unsaved changes when they differ. */
  edits: number;
  savedEdits: number;
  running: Operation[];
  /** Keyed paths (copy/fieldPaths.ts) of the fields edited, or marked by a failed Create / Save. */
  touched: string[];
  /** Errors of a full validation whose fields were not edited since (e.g. publish-only rules). */
  reportedErrors: FieldError[];
  /** How many full validations refused a submit: each one moves the focus to the first field marked (issue 27). */
  refusals: number;
  /** The red alert of a failed create. */
  createError: string | null;
  /** Edits kept in the browser, found on opening /create or a Draft (save/draftStorage.ts), until the user answers. */
  savedDraft: KeptEdits | null;
  /** A Create or Save that found no server: made again once the server answers, unless the copy is edited first. */
  retryOnReconnect: RetriedSubmit | null;
  /** The 'Assign player' dialog: it stays open after a refusal, so the id can be corrected. */
  assignDialogOpen: boolean;
  imageStatus: Record<ImageField, ImageStatus>;
  /** The tournament as the server last answered it: its version is the If-Match of the next write, and the conflict dialog diffs against it. */
  stored: Tournament | null;
  /** A write refused as stale (412), until the person chooses in the conflict dialog. */
  conflict: EditConflict | null;
  /** The Cancel dialog (issue 27): the reason typed, kept for a retry after a conflict, and the players it would stop. */
  cancelDialog: CancelDialogState;
}

export interface CancelDialogState {
  open: boolean;
  reason: string;
  /** The board's players, counted when the dialog opens; null until counted (or when counting failed). */
  playersOnBoard: number | null;
}

const SUBMITS: readonly Operation[] = ['create', 'save', 'publish'];

const imagesNotSet: Record<ImageField, ImageStatus> = { hero_image_desktop: 'not set', hero_image_mobile: 'not set', list_image: 'not set' };

const initialState: EditorState = {
  loadStatus: 'idle',
  loadError: null,
  copy: null,
  edits: 0,
  savedEdits: 0,
  running: [],
  touched: [],
  reportedErrors: [],
  refusals: 0,
  createError: null,
  savedDraft: null,
  retryOnReconnect: null,
  assignDialogOpen: false,
  imageStatus: imagesNotSet,
  stored: null,
  conflict: null,
  cancelDialog: { open: false, reason: '', playersOnBoard: null },
};

/** A fresh page state around `tournament`'s working copy. */
function openCopy(tournament: Tournament): EditorState {
  return { ...initialState, loadStatus: 'loaded', copy: toWorkingCopy(tournament), stored: tournament };
}

/** An edit reducer: runs a rule of fieldEdits / rowEdits and records what it touched. */
function edit<Payload>(rule: (copy: WorkingCopy, payload: Payload) => string[]) {
  return (state: EditorState, action: PayloadAction<Payload>) => {
    if (!state.copy) return;
    const paths = rule(state.copy, action.payload);
    state.edits += 1;
    // Edited after a Save that found no server: what to store is the person's to say again.
    state.retryOnReconnect = null;
    state.touched = [...new Set([...state.touched, ...paths])];
    state.reportedErrors = state.reportedErrors.filter((error) => !paths.includes(error.field));
  };
}

/**
 * The edits of the working copy, declared once: each makes unsaved changes (edits ≠ savedEdits) and restarts the
 * autosave, whose watcher takes `editActions`, made from these names (a second list was once missed silently).
 */
const workingCopyEdits = {
  fieldChanged: edit<FieldChange>(changeField),
  startChanged: edit<string>(changeStart),
  endChanged: edit<string>(changeEnd),
  weekdayToggled: edit<Weekday>(toggleWeekday),
  configEntryChanged: edit<ConfigEntryChange>(changeConfigEntry),
  configEntryRemoved: edit<{ config: ConfigName; id: string }>(removeConfigEntry),
  tierAdded: edit<void>(rows.addTier),
  lastTierRemoved: edit<void>(rows.removeLastTier),
  tierRankMinChanged: edit<{ key: string; value: NumberInput }>(rows.changeTierRankMin),
  tierRankMaxChanged: edit<{ key: string; value: NumberInput }>(rows.changeTierRankMax),
  tierBonusTypeChanged: edit<{ key: string; type: BonusType }>(rows.changeTierBonusType),
  tierBonusTextChanged: edit<{ key: string; field: rows.TierTextField; value: string }>(rows.changeTierBonusText),
  tierBonusChosen: edit<{ key: string; bonus: TierBonus }>(rows.chooseTierBonus),
  tierBonusValueChanged: edit<{ key: string; value: NumberInput }>(rows.changeTierBonusValue),
  conditionAdded: edit<void>(rows.addCondition),
  conditionRemoved: edit<string>(rows.removeCondition),
  conditionFieldChanged: edit<rows.ConditionFieldChange>(rows.changeCondition),
  conditionGamesChanged: edit<{ key: string; gameIds: number[] }>(rows.setConditionGames),
  conditionGameMoved: edit<{ key: string; from: number; to: number }>(rows.moveConditionGame),
  /** The kept edits, taken back: an edit too (restored but never created or saved, they are still unsaved). */
  draftRestored: (state: EditorState) => {
    if (!state.savedDraft) return;
    const { tournament, base } = state.savedDraft;
    state.copy = toWorkingCopy(tournament);
    // The edits were made on that version: Save checks it (If-Match), and the conflict dialog diffs against it.
    if (base) state.stored = base;
    state.savedDraft = null;
    // Restored but never created or saved: still unsaved.
    state.edits += 1;
  },
};

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

/** The name of an edit of the working copy (its action's type is `editor/<name>`). */
export type WorkingCopyEdit = keyof typeof workingCopyEdits;
/** The edit actions, from `workingCopyEdits`' names: what marks unsaved changes and what restarts the autosave are one list. */
export const editActions = (Object.keys(workingCopyEdits) as WorkingCopyEdit[]).map((name) => editorSlice.actions[name]);
export const editorReducer = editorSlice.reducer;
/** The page's events, which the editor's sagas and tests name as the editor's own (`editor.pageClosed`). */
export { createOpened, pageClosed, tournamentOpened };

/** The editor slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectEditorSlice = (state: { editor?: EditorState }): EditorState => state.editor ?? initialState;
