import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { useSelector } from 'react-redux';
import { languageTexts } from './languagePacks';
import { selectShownLanguage } from './languageSlice';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * Other errors are logged in development, as react-intl does. A text missing from a catalog shows its English and
 * is not logged: the catalog test (catalogs.test.ts) names every missing one.
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (process.env.NODE_ENV !== 'production' && error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

/** Every text of the console, and antd's own, in the language the store shows (src/i18n/languageSagas.ts). */
export function IntlRoot({ children }: { children: ReactNode }) {
  const language = useSelector(selectShownLanguage);
  const { messages, antdLocale } = languageTexts(language);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages} onError={reportIntlError}>
      <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>
    </IntlProvider>
  );
}
