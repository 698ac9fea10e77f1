/** What the browser keeps of a page's unsaved edits (draftStorage.ts); types alone, so that the slices can name them. */
import type { Booster, Tournament } from '../../../domain/tournament';

/** A booster of the Boosters tab as kept: a deleted one stays, marked, until its deletion is saved. */
export type KeptBooster = Booster & { deleted: boolean };

/** The Boosters tab's unsaved changes: its rows, and the boosters as it loaded them (what the conflict dialog diffs). */
export interface KeptBoosterChanges {
  rows: KeptBooster[];
  loaded: Booster[];
}

/** A page's unsaved edits, as kept and offered back (decision 156). */
export interface KeptEdits {
  tournament: Tournament;
  /**
   * An existing tournament as this page had loaded it when the edits were made: its version is the If-Match a
   * restored Save sends, so a tournament changed meanwhile is a conflict, not overwritten. None for the create form
   * and in entries kept before it was.
   */
  base?: Tournament;
  /** The Boosters tab's unsaved changes, offered back with the tournament's. */
  boosters?: KeptBoosterChanges;
}
