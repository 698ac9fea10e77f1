import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { renderWithStore } from '../../../test/renderWithStore';
import { romanianMessages } from '../../i18n/ro';

/**
 * renderWithStore in Romanian: `ui` inside the Romanian catalogs. A message the catalogs lack fails the test
 * instead of falling back to English.
 */
export function renderInRomanian(ui: ReactElement, options?: Parameters<typeof renderWithStore>[1]) {
  return renderWithStore(
    <IntlProvider
      locale="ro"
      messages={romanianMessages}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </IntlProvider>,
    options,
  );
}
