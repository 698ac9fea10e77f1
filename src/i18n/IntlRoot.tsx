import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/** The language every text of the console is shown in. */
export function IntlRoot({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en">
      {children}
    </IntlProvider>
  );
}
