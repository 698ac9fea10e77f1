import { selectUnsavedBoosterChanges } from '../../boosters';
import { createSelector } from '@reduxjs/toolkit';
import { selectOpened } from '../../openedTournament';
import type { KeptEdits } from './keptEdits';
import { selectHasUnsavedChanges, selectStoredTournament, selectWorkingTournament } from '../editorSelectors';

/**
 * What the browser keeps of the open page's edits: the create form always; an existing tournament's working copy,
 * the version it was made on and the Boosters tab's changes while any of them is unsaved; otherwise undefined.
 */
export const selectKeptEdits = createSelector(
  [selectOpened, selectWorkingTournament, selectHasUnsavedChanges, selectStoredTournament, selectUnsavedBoosterChanges],
  (page, tournament, unsaved, base, unsavedBoosters): KeptEdits | undefined => {
    if (page === null || !tournament) return undefined;
    if (page === 'new') return { tournament };
    const boosters = unsavedBoosters?.tournamentId === page ? { rows: unsavedBoosters.rows, loaded: unsavedBoosters.loaded } : undefined;
    if (!unsaved && !boosters) return undefined;
    return { tournament, ...(base && { base }), ...(boosters && { boosters }) };
  },
);
