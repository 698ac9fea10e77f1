import type { IntlShape, MessageFormatElement } from 'react-intl';

/**
 * A message's key and its English text (the spec's words): what `defineMessages` gives. The SPA's build hands the
 * English over already compiled to its ICU AST (webpack.messages.ts); the server and the tests see the string.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string | MessageFormatElement[];
}

/** A language's texts by message id: strings as written, or (in the SPA's build) their ICU ASTs. */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

export type MessageValues = Record<string, string | number>;

/**
 * A text not yet put into words: sagas, slices and selectors keep texts in this form, so state and actions stay
 * serializable and the words follow a later change of language.
 */
export interface MessageRef extends MessageDescriptor {
  values?: MessageValues;
}

/** What a screen shows: a message of the catalogs, or a string already in words (a server's message). */
export type Text = string | MessageRef;

/**
 * A failure whose words are a message of the catalogs, so that a screen shows it in the language shown
 * (`errorText`, src/lib/errorMessage.ts). Its `message`, for logs, is the message's id.
 */
export class TextError extends Error {
  constructor(readonly text: MessageRef) {
    super(text.id);
    this.name = 'TextError';
  }
}

export const messageRef = (descriptor: MessageDescriptor, values?: MessageValues): MessageRef => (values ? { ...descriptor, values } : { ...descriptor });

export function formatText(intl: IntlShape, text: Text): string {
  return typeof text === 'string' ? text : intl.formatMessage(text, text.values);
}
