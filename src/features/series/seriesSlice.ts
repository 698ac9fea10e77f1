import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { SeriesStatusChange } from '../../api/series';
import type { SeriesInstanceResults } from '../../domain/results/tournamentResults';
import type { SeriesDetail, SeriesInstance, SeriesSummary } from '../../domain/series';
import type { SeriesFrequency, SeriesRecurrence } from '../../domain/seriesRecurrence';
import type { Text } from '../../i18n/text';
import { withFrequency } from './recurrenceDraft';

export type SeriesLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A refusal of the server's, field by field ({ field, message } of its 400), its messages already in words. */
export interface SeriesRefusal {
  field: string;
  message: string;
}

/** The rule's dialog: 'Repeat as a series' of a tournament's page, or 'Edit rule' of a series' page. */
export interface RepeatDialogState {
  open: boolean;
  /** The tournament repeated ('Repeat as a series'). */
  tournamentId: number | null;
  /** The series whose rule is edited ('Edit rule'). */
  seriesId: number | null;
  recurrence: SeriesRecurrence | null;
  saving: boolean;
  error: Text | null;
  refusals: SeriesRefusal[];
}

export interface SeriesState {
  /** Every series known: the list's, and the opened one's summary (its detail's instances are below). */
  series: EntityState<SeriesSummary, number>;
  listStatus: SeriesLoadStatus;
  listError: Text | null;
  /** The series whose page is open, its instances by start. */
  opened: number | null;
  openedStatus: SeriesLoadStatus;
  openedError: Text | null;
  instances: EntityState<SeriesInstance, number>;
  /** The series with a pause, resume or end in flight. */
  changing: number[];
  repeatDialog: RepeatDialogState;
  /** The opened series' trend across its instances (where the API has results). */
  trend: SeriesTrendState;
}

export interface SeriesTrendState {
  status: SeriesLoadStatus;
  error: Text | null;
  /** Its latest started instances, oldest first. */
  instances: SeriesInstanceResults[];
}

/** Newest first, as the API lists them. */
export const seriesAdapter = createEntityAdapter<SeriesSummary>({ sortComparer: (a, b) => b.id - a.id });
/** By start, as the API answers them. */
export const instancesAdapter = createEntityAdapter<SeriesInstance>({ sortComparer: (a, b) => a.start.localeCompare(b.start) || a.id - b.id });

const closedDialog: RepeatDialogState = { open: false, tournamentId: null, seriesId: null, recurrence: null, saving: false, error: null, refusals: [] };
const noTrend: SeriesTrendState = { status: 'idle', error: null, instances: [] };

const initialState: SeriesState = {
  series: seriesAdapter.getInitialState(),
  listStatus: 'idle',
  listError: null,
  opened: null,
  openedStatus: 'idle',
  openedError: null,
  instances: instancesAdapter.getInitialState(),
  changing: [],
  repeatDialog: closedDialog,
  trend: noTrend,
};

/** A detail's summary part: the list's row of the series. */
const summaryOf = ({ id, title, status, recurrence, rule_text, next_instance, instances_run, version }: SeriesDetail): SeriesSummary => ({
  id,
  title,
  status,
  recurrence,
  rule_text,
  next_instance,
  instances_run,
  version,
});

/** The dialog's Create series or Save rule pressed. */
function dialogSaving(state: SeriesState) {
  if (state.repeatDialog.recurrence === null) return;
  state.repeatDialog.saving = true;
  state.repeatDialog.error = null;
  state.repeatDialog.refusals = [];
}

/** The dialog's rule refused (or not sent): it stays open and says why. */
function dialogRefused(state: SeriesState, { payload }: PayloadAction<{ message: Text; refusals: SeriesRefusal[] }>) {
  state.repeatDialog.saving = false;
  state.repeatDialog.error = payload.message;
  state.repeatDialog.refusals = payload.refusals;
}

/** The series as the server now answers it: its row, and its instances if its page is open. */
function seriesAnswered(state: SeriesState, detail: SeriesDetail) {
  seriesAdapter.upsertOne(state.series, summaryOf(detail));
  if (state.opened === detail.id) {
    instancesAdapter.setAll(state.instances, detail.instances);
    state.openedStatus = 'loaded';
    state.openedError = null;
  }
}

export const seriesSlice = createSlice({
  name: 'series',
  initialState,
  reducers: {
    /** The Series page opened, or Refresh pressed on it: the list is loaded. */
    seriesListOpened: (state) => {
      state.listStatus = 'loading';
      state.listError = null;
    },
    /** The Series page left: its load, if any, is dropped. */
    seriesListClosed: (state) => {
      if (state.listStatus === 'loading') state.listStatus = 'idle';
    },
    seriesListLoaded: (state, { payload }: PayloadAction<SeriesSummary[]>) => {
      seriesAdapter.setAll(state.series, payload);
      state.listStatus = 'loaded';
    },
    seriesListFailed: (state, { payload }: PayloadAction<{ message: Text }>) => {
      state.listStatus = 'failed';
      state.listError = payload.message;
    },
    /** A series' page opened (or Refresh pressed on it). */
    seriesPageOpened: (state, { payload: id }: PayloadAction<number>) => {
      if (state.opened !== id) {
        instancesAdapter.removeAll(state.instances);
        state.trend = noTrend;
      }
      state.opened = id;
      state.openedStatus = 'loading';
      state.openedError = null;
    },
    seriesPageClosed: (state) => {
      state.opened = null;
      state.openedStatus = 'idle';
      instancesAdapter.removeAll(state.instances);
      state.trend = noTrend;
    },
    seriesLoaded: (state, { payload }: PayloadAction<SeriesDetail>) => seriesAnswered(state, payload),
    seriesLoadFailed: (state, { payload }: PayloadAction<{ id: number; message: Text }>) => {
      if (state.opened !== payload.id) return;
      state.openedStatus = 'failed';
      state.openedError = payload.message;
    },
    /** The opened series' page asks for its trend (where the API has results). */
    seriesTrendRequested: (state) => {
      state.trend.status = 'loading';
      state.trend.error = null;
    },
    seriesTrendLoaded: (state, { payload }: PayloadAction<{ id: number; instances: SeriesInstanceResults[] }>) => {
      if (state.opened !== payload.id) return;
      state.trend = { status: 'loaded', error: null, instances: payload.instances };
    },
    seriesTrendFailed: (state, { payload }: PayloadAction<{ id: number; message: Text }>) => {
      if (state.opened !== payload.id) return;
      state.trend.status = 'failed';
      state.trend.error = payload.message;
    },
    /** Pause, Resume, or Yes to 'End this series?' pressed. */
    seriesStatusChangeRequested: (state, { payload }: PayloadAction<{ id: number; change: SeriesStatusChange }>) => {
      if (!state.changing.includes(payload.id)) state.changing.push(payload.id);
    },
    seriesStatusChanged: (state, { payload }: PayloadAction<SeriesDetail>) => {
      state.changing = state.changing.filter((id) => id !== payload.id);
      seriesAnswered(state, payload);
    },
    seriesStatusChangeFailed: (state, { payload }: PayloadAction<{ id: number; change: SeriesStatusChange; message: Text }>) => {
      state.changing = state.changing.filter((id) => id !== payload.id);
    },
    /** 'Repeat as a series' pressed on tournament `tournamentId`: the dialog opens with the rule the page offers first. */
    repeatDialogOpened: (state, { payload }: PayloadAction<{ tournamentId: number; recurrence: SeriesRecurrence }>) => {
      state.repeatDialog = { ...closedDialog, open: true, ...payload };
    },
    /** Closed without creating (ignored while the series is being created). */
    repeatDialogClosed: (state) => {
      if (!state.repeatDialog.saving) state.repeatDialog = closedDialog;
    },
    recurrenceFrequencyChosen: (state, { payload }: PayloadAction<SeriesFrequency>) => {
      const { recurrence } = state.repeatDialog;
      if (recurrence) state.repeatDialog.recurrence = withFrequency(recurrence, payload);
    },
    /** Any other field of the rule edited. */
    recurrenceEdited: (state, { payload }: PayloadAction<Partial<Omit<SeriesRecurrence, 'frequency'>>>) => {
      const { recurrence } = state.repeatDialog;
      if (recurrence) state.repeatDialog.recurrence = { ...recurrence, ...payload };
    },
    /** 'Create series' pressed in the dialog. */
    seriesCreateRequested: dialogSaving,
    /** Created: the dialog closes (the sagas open the series' page). */
    seriesCreated: (state, { payload }: PayloadAction<SeriesDetail>) => {
      state.repeatDialog = closedDialog;
      seriesAdapter.upsertOne(state.series, summaryOf(payload));
    },
    seriesCreateFailed: dialogRefused,
    /** 'Edit rule' pressed on series `seriesId`'s page: the dialog opens with its rule. */
    ruleEditOpened: (state, { payload }: PayloadAction<{ seriesId: number; recurrence: SeriesRecurrence }>) => {
      state.repeatDialog = { ...closedDialog, open: true, ...payload };
    },
    /** 'Save rule' pressed in the dialog. */
    seriesRuleSaveRequested: dialogSaving,
    /** Saved: the dialog closes and the page shows the series as the server answered it, instances included. */
    seriesRuleSaved: (state, { payload }: PayloadAction<SeriesDetail>) => {
      state.repeatDialog = closedDialog;
      seriesAnswered(state, payload);
    },
    seriesRuleSaveFailed: dialogRefused,
  },
});

export const {
  seriesListOpened,
  seriesListClosed,
  seriesListLoaded,
  seriesListFailed,
  seriesPageOpened,
  seriesPageClosed,
  seriesLoaded,
  seriesLoadFailed,
  seriesStatusChangeRequested,
  seriesStatusChanged,
  seriesStatusChangeFailed,
  repeatDialogOpened,
  repeatDialogClosed,
  recurrenceFrequencyChosen,
  recurrenceEdited,
  seriesCreateRequested,
  seriesCreated,
  seriesCreateFailed,
  ruleEditOpened,
  seriesRuleSaveRequested,
  seriesRuleSaved,
  seriesRuleSaveFailed,
  seriesTrendRequested,
  seriesTrendLoaded,
  seriesTrendFailed,
} = seriesSlice.actions;

/** The series slice of a store's state: its initial state until a route that uses the feature has injected it. */
export const selectSeriesSlice = (state: { series?: SeriesState }): SeriesState => state.series ?? initialState;
