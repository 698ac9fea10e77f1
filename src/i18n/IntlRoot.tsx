import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { useSelector } from 'react-redux';
import { languageTexts } from './languagePacks';
import { selectShownLanguage, type LanguageState } from './languageSlice';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * A text missing from a catalog shows its English; the catalog test (catalogs.test.ts) names every missing one,
 * so the console does not also log each one it shows.
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
};

/** Every text of the console, and antd's own, in the language the store shows (src/i18n/languageSagas.ts). */
export function IntlRoot({ children }: { children: ReactNode }) {
  const language = useSelector((state: { language: LanguageState }) => selectShownLanguage(state));
  const { messages, antdLocale } = languageTexts(language);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LANGUAGE} messages={messages} onError={reportIntlError}>
      <ConfigProvider locale={antdLocale}>{children}</ConfigProvider>
    </IntlProvider>
  );
}
