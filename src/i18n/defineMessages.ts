import type { MessageDescriptor } from './text';

/**
 * Names a group of messages with their English texts. FormatJS's extractor finds every call by this name, so the
 * catalogs can be checked against the code; unlike react-intl's own it pulls in no React, so src/domain and the
 * server share messages.
 */
export function defineMessages<Key extends string>(messages: Record<Key, MessageDescriptor>): Record<Key, MessageDescriptor> {
  return messages;
}
