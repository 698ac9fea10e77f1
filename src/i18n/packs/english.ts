import dayjs from 'dayjs';
import { ENGLISH_MONTHS_SHORT } from '../../lib/format';
import type { LanguagePack } from '../languagePack';

/** English: the code's own words and antd's and dayjs's defaults; fetched only to switch back from another language. */
export const englishPack: LanguagePack = {
  language: 'en',
  messages: {},
  antdLocale: undefined,
  monthsShort: ENGLISH_MONTHS_SHORT,
  applyToDayjs: () => {
    dayjs.locale('en');
  },
};
