import { createSelector } from '@reduxjs/toolkit';
import { selectBoosterChanges, selectBoostersTournamentId } from '../../boosters/boostersSelectors';
import { selectBoostersSlice, type BoostersState } from '../../boosters/boostersSlice';
import type { Booster, Tournament } from '../../../domain/tournament';
import { selectConflict, selectStoredTournament, selectWorkingTournament } from '../editorSelectors';
import type { EditorState } from '../editorSlice';
import { boosterChanges, tournamentChanges, type Change, type InWords } from './tournamentChanges';

type WithEditorAndBoosters = { editor?: EditorState; boosters?: BoostersState };

const selectLoadedBoosters = (state: WithEditorAndBoosters) => selectBoostersSlice(state).loaded;
/** Boosters this page never loaded were not edited here: neither side's boosters can be diffed then. */
const selectBoostersSeen = (state: WithEditorAndBoosters) => selectBoostersTournamentId(state) !== null;

/** One side of a conflict: the tournament and (when this page loaded them) the boosters, against what this page loaded. */
interface Side {
  tournament: Tournament;
  boosters: Booster[] | null;
}

/** What the conflict dialog compares: the versions this page loaded, theirs, and mine. */
export interface ConflictVersions {
  loaded: Side;
  theirs: Side;
  mine: Side;
}

export interface ConflictChanges {
  /** Their version against the one this page loaded. */
  theirs: Change[];
  /** This page's working copy against the one it loaded. */
  mine: Change[];
}

/** The versions both sides' changes are read from, while the conflict dialog is open. */
export const selectConflictVersions = createSelector(
  [selectConflict, selectStoredTournament, selectWorkingTournament, selectLoadedBoosters, selectBoosterChanges, selectBoostersSeen],
  (conflict, stored, mine, loadedBoosters, { kept }, boostersSeen): ConflictVersions | undefined => {
    if (!conflict || !stored || !mine) return undefined;
    return {
      loaded: { tournament: stored, boosters: boostersSeen ? loadedBoosters : null },
      theirs: { tournament: conflict.theirs, boosters: boostersSeen ? conflict.theirBoosters : null },
      mine: { tournament: mine, boosters: boostersSeen ? kept : null },
    };
  },
);

const sideChanges = (loaded: Side, side: Side, format: InWords): Change[] => [
  ...tournamentChanges(loaded.tournament, side.tournament, format),
  ...(loaded.boosters && side.boosters ? boosterChanges(loaded.boosters, side.boosters, format) : []),
];

/** Both sides' changes, field by field, in the words of `format`. */
export const conflictChanges = ({ loaded, theirs, mine }: ConflictVersions, format: InWords): ConflictChanges => ({
  theirs: sideChanges(loaded, theirs, format),
  mine: sideChanges(loaded, mine, format),
});
