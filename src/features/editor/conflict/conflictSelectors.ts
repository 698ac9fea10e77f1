import { createSelector } from '@reduxjs/toolkit';
import { selectBoosterChanges, selectBoostersTournamentId, selectLoadedBoosters, type BoostersState } from '../../boosters';
import type { Booster, Tournament } from '../../../domain/tournament';
import { selectConflict, selectStoredTournament, selectWorkingTournament } from '../editorSelectors';
import type { EditorState } from '../editorState';
import { boosterChanges, tournamentChanges, type Change, type InWords } from './tournamentChanges';

type WithEditorAndBoosters = { editor?: EditorState; boosters?: BoostersState };

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

/** A text as what tells it apart (its message and values), not its words: two texts that read differently differ here too. */
const textAsKey: InWords = (text) => (typeof text === 'string' ? text : JSON.stringify(text));

/**
 * Whether their version has no change of theirs to show: the tournament's fields as this page loaded them and (when
 * this page loaded them) its boosters too. A write that moves the version on and changes none of them (a
 * disqualification, an approved payout, decision 158) leaves such a version.
 */
export function selectTheyChangedNothing(state: WithEditorAndBoosters, theirs: Tournament, theirBoosters: Booster[]): boolean {
  const stored = selectStoredTournament(state);
  if (!stored) return false;
  const loaded: Side = { tournament: stored, boosters: selectBoostersSeen(state) ? selectLoadedBoosters(state) : null };
  return sideChanges(loaded, { tournament: theirs, boosters: loaded.boosters && theirBoosters }, textAsKey).length === 0;
}
