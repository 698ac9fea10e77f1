/**
 * Edits kept in the browser until they are stored on the server: the create form (spec §4 Create-draft autosave) and
 * the unsaved edits of an existing Draft, so that a lost connection, a closed tab or a new sign-in loses none.
 */
import type { Tournament } from '../../../domain/tournament';
import type { KeptEdits } from './keptEdits';

/** The spec's key, for the create form. */
export const DRAFT_STORAGE_KEY = 'incomplete_new_tournament';

/** Whose edits: the create form ('new') or the tournament of this id. */
export type DraftPage = number | 'new';

/** One entry per page, so that two tabs editing two tournaments keep both. */
export const draftStorageKey = (page: DraftPage) => (page === 'new' ? DRAFT_STORAGE_KEY : `unsaved_tournament_${page}`);

/** An entry of an existing tournament is a KeptEdits; the create form's (the spec's) and older ones are the tournament alone. */
const isKeptEdits = (entry: unknown): entry is KeptEdits => typeof entry === 'object' && entry !== null && typeof (entry as { tournament?: unknown }).tournament === 'object';

/** The kept edits, or null when there are none or they cannot be read. */
export function readKeptEdits(page: DraftPage): KeptEdits | null {
  const text = localStorage.getItem(draftStorageKey(page));
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as unknown;
    if (isKeptEdits(entry)) return entry;
    return typeof entry === 'object' && entry !== null ? { tournament: entry as Tournament } : null;
  } catch {
    // A damaged entry cannot be restored; treat it as no draft.
    return null;
  }
}

export function writeKeptEdits(page: DraftPage, kept: KeptEdits): void {
  localStorage.setItem(draftStorageKey(page), JSON.stringify(page === 'new' ? kept.tournament : kept));
}

export function clearSavedDraft(page: DraftPage): void {
  localStorage.removeItem(draftStorageKey(page));
}
