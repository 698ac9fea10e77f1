import { useEffect } from 'react';

/** The console's name: the document title when a page gives none (spec §1, issue 3). */
export const APP_TITLE = 'Tournaments';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title || APP_TITLE;
  }, [title]);
  // Reset on leaving the page only: a title that changes with every keystroke is set once per change, not twice.
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
