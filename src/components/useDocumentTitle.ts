import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

export const appMessages = defineMessages({
  /** The console's name: the navbar's brand, and the document title when a page gives none (spec §1, issue 3). */
  name: { id: 'components.app.name', defaultMessage: 'Tournaments' },
});

export function useDocumentTitle(title?: string): void {
  const appName = useIntl().formatMessage(appMessages.name);
  useEffect(() => {
    document.title = title || appName;
  }, [title, appName]);
  // Reset on leaving the page (or to the name in another language) only: a title that changes with every keystroke
  // is set once per change, not twice.
  useEffect(
    () => () => {
      document.title = appName;
    },
    [appName],
  );
}
