import type { IntlShape } from 'react-intl';

/** A message's key and its English text (the spec's words): what `defineMessages` gives. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

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

export const messageRef = (descriptor: MessageDescriptor, values?: MessageValues): MessageRef => (values ? { ...descriptor, values } : { ...descriptor });

export function formatText(intl: IntlShape, text: Text): string {
  return typeof text === 'string' ? text : intl.formatMessage(text, text.values);
}
