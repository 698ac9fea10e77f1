import { createSelector } from '@reduxjs/toolkit';
import { validateBoosters } from '../../domain/boosterValidation';
import type { Booster } from '../../domain/tournament';
import type { FieldError } from '../../domain/tournamentValidation';
import { defineMessages } from '../../i18n/defineMessages';
import { messageRef, type MessageRef, type Text } from '../../i18n/text';
import { type EditorState, type KeptBoosterChanges, selectEditable, selectFields, selectHasUnsavedChanges } from '../editor';
import { selectOpened } from '../openedTournament';
import { boostersAdapter, type BoosterRow, type BoostersState, selectBoostersSlice } from './boostersSlice';

const messages = defineMessages({
  // {count} rather than #, as the cards' counts; one booster is not '1 boosters' (issue 27).
  count: { id: 'boosters.tab.count', defaultMessage: '{count, plural, one {{count} booster} other {{count} boosters}}' },
  none: { id: 'boosters.tab.none', defaultMessage: 'There are no boosters' },
});

type WithBoosters = { boosters?: BoostersState };
type WithBoostersAndEditor = WithBoosters & { editor?: EditorState };

const rowSelectors = boostersAdapter.getSelectors(selectBoostersSlice);

export const selectBoosterByKey = rowSelectors.selectById;
export const selectBoostersTournamentId = (state: WithBoosters) => selectBoostersSlice(state).tournamentId;
/** The boosters as this page loaded them (the conflict dialog diffs against them). */
export const selectLoadedBoosters = (state: WithBoosters) => selectBoostersSlice(state).loaded;
export const selectBoostersStatus = (state: WithBoosters) => selectBoostersSlice(state).status;
export const selectBoostersLoadError = (state: WithBoosters) => selectBoostersSlice(state).loadError;
export const selectBoostersSaveError = (state: WithBoosters) => selectBoostersSlice(state).saveError;
export const selectBoostersSaving = (state: WithBoosters) => selectBoostersSlice(state).saving;
export const selectHasUnsavedBoosterChanges = (state: WithBoosters) => selectBoostersSlice(state).unsaved;

/** The boosters the tab lists: all but those marked deleted, in order. */
const selectShownRows = createSelector([rowSelectors.selectAll], (rows) => rows.filter((row) => !row.deleted));

/** Row keys in order: the list renders one row per key, and each row selects its own booster. */
export const selectShownBoosterKeys = createSelector([selectShownRows], (rows) => rows.map((row) => row.key));

/** Spec §2: '{n} boosters', or 'There are no boosters'. */
export const selectBoostersCountText = createSelector([selectShownBoosterKeys], ({ length: count }): Text =>
  count === 0 ? messageRef(messages.none) : messageRef(messages.count, { count }),
);

const toBooster = ({ key: _key, deleted: _deleted, ...booster }: BoosterRow): Booster => booster;

/** Spec §4: a save sends the remaining boosters to be saved and the deleted ones' ids to be deleted. */
export const selectBoosterChanges = createSelector([rowSelectors.selectAll], (rows) => ({
  kept: rows.filter((row) => !row.deleted).map(toBooster),
  deletedIds: rows.filter((row) => row.deleted).map((row) => row.id),
}));

/**
 * The tab's boosters, unsaved edits included, when it holds the opened tournament's (it was opened on that page);
 * otherwise undefined, and Simulate replays, or 'Repeat as a series' repeats, the stored ones.
 */
export const selectOpenedTournamentBoosters = createSelector(
  [selectBoosterChanges, selectBoostersTournamentId, selectBoostersStatus, selectOpened],
  ({ kept }, boostersOf, status, opened) => (boostersOf === opened && status === 'loaded' ? kept : undefined),
);

const toKeptBooster = ({ key: _key, ...booster }: BoosterRow) => booster;

/** The tab's unsaved changes as the browser keeps them with the tournament's (decision 156); undefined when there are none. */
export const selectUnsavedBoosterChanges = createSelector(
  [selectBoostersSlice, rowSelectors.selectAll],
  ({ unsaved, tournamentId, loaded }, rows): (KeptBoosterChanges & { tournamentId: number }) | undefined =>
    unsaved && tournamentId !== null ? { tournamentId, rows: rows.map(toKeptBooster), loaded } : undefined,
);

const selectTournamentTimes = (state: WithBoostersAndEditor) => selectFields(state)?.time_configuration;

/** Spec §5 errors of the boosters to be saved, by `[index].field` (the index in the shown list). */
export const selectBoosterErrors = createSelector([selectBoosterChanges, selectTournamentTimes], ({ kept }, times): FieldError[] =>
  times ? validateBoosters(kept, times) : [],
);

/** The first message of each field, by row key and field name: the rows show them under their controls. */
export const selectBoosterFieldErrors = createSelector([selectBoosterErrors, selectShownBoosterKeys], (errors, keys) => {
  const messages: Record<string, Record<string, MessageRef>> = {};
  for (const { field, message } of errors) {
    const [, index, name] = /^\[(\d+)\]\.(.+)$/.exec(field) ?? [];
    const key = keys[Number(index)];
    if (key === undefined) continue;
    messages[key] ??= {};
    messages[key][name] ??= message;
  }
  return messages;
});

/** Spec §4: only a Draft's boosters are editable; not while they load or are being saved either. */
export const selectBoostersEditable = (state: WithBoostersAndEditor) =>
  selectEditable(state) && selectBoostersStatus(state) === 'loaded' && !selectBoostersSaving(state);

/** The dates a booster may take: the tournament's start and end. */
export const selectBoosterDateLimits = createSelector([selectTournamentTimes], (times) => ({ min: times?.start, max: times?.end }));

/** What the page's unsaved-changes indicator and leave guard watch: the tournament form or its boosters. */
export const selectTournamentPageHasUnsavedChanges = (state: WithBoostersAndEditor) => selectHasUnsavedChanges(state) || selectHasUnsavedBoosterChanges(state);
