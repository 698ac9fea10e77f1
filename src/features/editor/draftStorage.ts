/** The create form autosaved in the browser (spec §4 Create-draft autosave). */
import type { Tournament } from '../../domain/tournament';

export const DRAFT_STORAGE_KEY = 'incomplete_new_tournament';

/** The saved draft, or null when there is none or it cannot be read. */
export function readSavedDraft(): Tournament | null {
  const text = localStorage.getItem(DRAFT_STORAGE_KEY);
  if (text === null) return null;
  try {
    return JSON.parse(text) as Tournament;
  } catch {
    // A damaged entry cannot be restored; treat it as no draft.
    return null;
  }
}

export function writeSavedDraft(tournament: Tournament): void {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(tournament));
}

export function clearSavedDraft(): void {
  localStorage.removeItem(DRAFT_STORAGE_KEY);
}
