/**
 * Edits kept in the browser until they are stored on the server: the create form (spec §4 Create-draft autosave) and
 * the unsaved edits of an existing Draft, so that a lost connection, a closed tab or a new sign-in loses none.
 */
import type { Tournament } from '../../domain/tournament';

/** The spec's key, for the create form. */
export const DRAFT_STORAGE_KEY = 'incomplete_new_tournament';

/** Whose edits: the create form ('new') or the tournament of this id. */
export type DraftPage = number | 'new';

/** One entry per page, so that two tabs editing two tournaments keep both. */
export const draftStorageKey = (page: DraftPage) => (page === 'new' ? DRAFT_STORAGE_KEY : `unsaved_tournament_${page}`);

/** The saved draft, or null when there is none or it cannot be read. */
export function readSavedDraft(page: DraftPage): Tournament | null {
  const text = localStorage.getItem(draftStorageKey(page));
  if (text === null) return null;
  try {
    return JSON.parse(text) as Tournament;
  } catch {
    // A damaged entry cannot be restored; treat it as no draft.
    return null;
  }
}

export function writeSavedDraft(page: DraftPage, tournament: Tournament): void {
  localStorage.setItem(draftStorageKey(page), JSON.stringify(tournament));
}

export function clearSavedDraft(page: DraftPage): void {
  localStorage.removeItem(draftStorageKey(page));
}
