import { isLanguage, type Language } from './languages';

/** Where the browser remembers the language chosen (localStorage: it outlives the tab and the sign-in). */
export const LANGUAGE_STORAGE_KEY = 'tournament_console_language';

/** The language chosen in this browser before; undefined when none (or storage is unavailable, e.g. blocked). */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage refused (a privacy setting): the default language is shown.
    return undefined;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused or full: the choice holds for this visit only.
  }
}
