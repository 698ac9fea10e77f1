import { createIntl, createIntlCache } from 'react-intl';
import { formatText, type Catalog, type Text } from './text';

const cache = createIntlCache();

/** Puts a `Text` into words outside React (tests, and the words of a language for a non-React caller). */
export function textIn(locale: string, messages: Catalog = {}): (text: Text) => string {
  const intl = createIntl({ locale, defaultLocale: 'en', messages }, cache);
  return (text) => formatText(intl, text);
}

/** A `Text` in English, the spec's words: what tests compare against. */
export const inEnglish = textIn('en');
