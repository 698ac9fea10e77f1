import { textIn } from '../../../src/i18n/inLanguage';
import type { Language } from '../../../src/i18n/languages';
import { romanianMessages } from '../../../src/i18n/ro';
import type { MessageDescriptor, Text } from '../../../src/i18n/text';

/** A value a server message names: data (an id, a name, a limit), or a text of its own, put into words first. */
export type ServerValue = string | number | ServerText;

/** A message reference whose values may be texts themselves ("{refusal}; tournament {id} is {status}"). */
export interface ServerMessageRef extends MessageDescriptor {
  values?: Readonly<Record<string, ServerValue>>;
}

/**
 * What the server answers, not yet in words: a message of the catalogs (the domain's `MessageRef`s are ones) or a
 * string that is data (a gateway's error, a library's own words). The error handler puts it into the words of the
 * request's Accept-Language.
 */
export type ServerText = string | ServerMessageRef;

export const serverText = (descriptor: MessageDescriptor, values?: Readonly<Record<string, ServerValue>>): ServerMessageRef =>
  values ? { ...descriptor, values } : { ...descriptor };

/** Puts a server text into the words of one language. */
export type Words = (text: ServerText) => string;

function wordsWith(format: (text: Text) => string): Words {
  const words: Words = (text) => {
    if (typeof text === 'string') return text;
    const { id, defaultMessage, values } = text;
    const inWords = values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? words(value) : value]));
    return format({ id, defaultMessage, values: inWords });
  };
  return words;
}

const WORDS: Record<Language, Words> = {
  en: wordsWith(textIn('en')),
  ro: wordsWith(textIn('ro', romanianMessages)),
};

export const wordsIn = (language: Language): Words => WORDS[language];

/** The English of a server text: what logs and an error's own `message` say. */
export const englishOf: Words = WORDS.en;
