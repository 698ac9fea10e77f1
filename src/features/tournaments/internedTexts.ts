import { messageRef, type MessageDescriptor, type MessageRef, type MessageValues } from '../../i18n/text';

/**
 * A message's texts made once per value, for the texts every card shows (its time remaining, its players): a
 * card's fields then compare by identity, and a reload of 10,000 cards makes no new ones. Only for values of a
 * small range (hours and minutes, board sizes), as every value made is kept.
 */
export function internedTexts(descriptor: MessageDescriptor, valuesOf: (key: number) => MessageValues): (key: number) => MessageRef {
  const made = new Map<number, MessageRef>();
  return (key) => {
    let text = made.get(key);
    if (text === undefined) {
      text = messageRef(descriptor, valuesOf(key));
      made.set(key, text);
    }
    return text;
  };
}
