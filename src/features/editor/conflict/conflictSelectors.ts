import { createSelector } from '@reduxjs/toolkit';
import { selectBoosterChanges, selectBoostersTournamentId } from '../../boosters/boostersSelectors';
import type { BoostersState } from '../../boosters/boostersSlice';
import { selectConflict, selectStoredTournament, selectWorkingTournament } from '../editorSelectors';
import type { EditorState } from '../editorSlice';
import { boosterChanges, tournamentChanges, type Change } from './tournamentChanges';

type WithEditorAndBoosters = { editor: EditorState; boosters: BoostersState };

const selectLoadedBoosters = (state: WithEditorAndBoosters) => state.boosters.loaded;
/** Boosters this page never loaded were not edited here: neither side's boosters can be diffed then. */
const selectBoostersSeen = (state: WithEditorAndBoosters) => selectBoostersTournamentId(state) !== null;

export interface ConflictChanges {
  /** Their version against the one this page loaded. */
  theirs: Change[];
  /** This page's working copy against the one it loaded. */
  mine: Change[];
}

/** Both sides' changes, field by field, while the conflict dialog is open. */
export const selectConflictChanges = createSelector(
  [selectConflict, selectStoredTournament, selectWorkingTournament, selectLoadedBoosters, selectBoosterChanges, selectBoostersSeen],
  (conflict, stored, mine, loadedBoosters, { kept }, boostersSeen): ConflictChanges | undefined => {
    if (!conflict || !stored || !mine) return undefined;
    return {
      theirs: [...tournamentChanges(stored, conflict.theirs), ...(boostersSeen ? boosterChanges(loadedBoosters, conflict.theirBoosters) : [])],
      mine: [...tournamentChanges(stored, mine), ...(boostersSeen ? boosterChanges(loadedBoosters, kept) : [])],
    };
  },
);
