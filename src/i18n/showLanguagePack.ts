import { configureApiLanguage } from '../api/client';
import { setMonthsShort } from '../lib/format';
import type { LanguagePack } from './languagePack';

/**
 * Puts a loaded language to use outside React: dayjs (relative times, pickers), the month names of dates, the
 * page's `lang` (screen readers, hyphenation) and the API's Accept-Language (the server answers in it).
 */
export function showLanguagePack(pack: LanguagePack): void {
  pack.applyToDayjs();
  setMonthsShort(pack.monthsShort);
  document.documentElement.lang = pack.language;
  configureApiLanguage(pack.language);
}
