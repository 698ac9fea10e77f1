import type { ConfigProviderProps } from 'antd';
import type { Language } from './languages';
import type { Catalog } from './text';

/** What showing a language takes: its catalog, antd's texts, and the date words of dayjs and of our own formatter. */
export interface LanguagePack {
  language: Language;
  /** The catalog: empty for English, whose words are the code's `defaultMessage`s. */
  messages: Catalog;
  /** antd's own texts (pickers, pagination, dialogs); undefined: antd's English. */
  antdLocale: ConfigProviderProps['locale'];
  /** Short month names, for the spec's 'DD MMM YYYY, HH:mm'. */
  monthsShort: readonly string[];
  /** Makes dayjs speak the language: relative times, the pickers' month and day names, the week's first day. */
  applyToDayjs(): void;
}
