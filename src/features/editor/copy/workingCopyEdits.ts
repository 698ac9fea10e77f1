/** The reducers that edit the working copy (spread into editorSlice.ts): the one list of what counts as an edit. */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { BonusType } from '../../../domain/enums';
import type { TierBonus, Weekday } from '../../../domain/tournament';
import type { EditorState } from '../editorState';
import { changeConfigEntry, changeEnd, changeField, changeStart, removeConfigEntry, toggleWeekday, type ConfigEntryChange, type ConfigName, type FieldChange } from './fieldEdits';
import type { NumberInput } from './numberInput';
import * as rows from './rowEdits';
import { toWorkingCopy, type WorkingCopy } from './workingCopy';

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
export const workingCopyEdits = {
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

/** The name of an edit of the working copy (its action's type is `editor/<name>`). */
export type WorkingCopyEdit = keyof typeof workingCopyEdits;
