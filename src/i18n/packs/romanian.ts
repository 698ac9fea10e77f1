import roRO from 'antd/locale/ro_RO';
import dayjs from 'dayjs';
import dayjsRo from 'dayjs/locale/ro';
import type { LanguagePack } from '../languagePack';
import { romanianMessages } from '../ro';

/** Romanian month names are written in lower case; dayjs's 'ro' capitalizes them. These are CLDR's (Intl's). */
const MONTHS = ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'];
const MONTHS_SHORT = ['ian.', 'feb.', 'mar.', 'apr.', 'mai', 'iun.', 'iul.', 'aug.', 'sept.', 'oct.', 'nov.', 'dec.'];

const plural = new Intl.PluralRules('ro');

/** '5 minute' but '20 de minute': Romanian puts 'de' between a number of CLDR's 'other' category and its noun. */
const counted = (noun: string) => (count: number) => `${count} ${plural.select(count) === 'other' ? 'de ' : ''}${noun}`;

/** dayjs's Romanian with those two corrections (its relative times take a function per unit). */
const romanianDayjs = {
  ...dayjsRo,
  months: MONTHS,
  monthsShort: MONTHS_SHORT,
  relativeTime: {
    ...dayjsRo.relativeTime,
    mm: counted('minute'),
    hh: counted('ore'),
    dd: counted('zile'),
    MM: counted('luni'),
    yy: counted('ani'),
  },
} as unknown as typeof dayjsRo;

/** Romanian: the catalogs of src/i18n/ro, antd's ro_RO, dayjs's 'ro'. Its own chunk, fetched when Romanian is chosen. */
export const romanianPack: LanguagePack = {
  language: 'ro',
  messages: romanianMessages,
  antdLocale: roRO,
  monthsShort: MONTHS_SHORT,
  applyToDayjs: () => {
    dayjs.locale(romanianDayjs, undefined, true);
    dayjs.locale('ro');
  },
};
