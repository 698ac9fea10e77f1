/**
 * Server-Sent Events, parsed as the HTML standard's "event stream interpretation" does, from bytes that
 * arrive in chunks split anywhere (inside a line, a CRLF or a UTF-8 character). A fetch-based reader needs
 * it because EventSource cannot send the Authorization header (decision 85 in docs/decisions/).
 */

/** One dispatched message; `id` is the last event id seen on the stream, '' when none. */
export interface SseMessage {
  event: string;
  id: string;
  data: string;
}

export interface SseParser {
  /** The messages completed by this chunk, in order; comments (e.g. heartbeats) yield none. */
  push(chunk: Uint8Array): SseMessage[];
}

export function createSseParser(): SseParser {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let atStart = true;
  // A CR ending the last chunk ended its line already: an LF opening the next one belongs to it.
  let afterCR = false;
  let event = '';
  let data: string[] = [];
  let lastId = '';

  function field(line: string, messages: SseMessage[]) {
    if (line === '') {
      if (data.length > 0) messages.push({ event: event || 'message', id: lastId, data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const raw = colon < 0 ? '' : line.slice(colon + 1);
    const value = raw.startsWith(' ') ? raw.slice(1) : raw;
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) lastId = value;
    // 'retry' and unknown fields are ignored: the saga owns the reconnection delay.
  }

  return {
    push(chunk) {
      let text = decoder.decode(chunk, { stream: true });
      if (atStart && text !== '') {
        if (text.startsWith('\uFEFF')) text = text.slice(1);
        atStart = false;
      }
      if (afterCR && text.startsWith('\n')) text = text.slice(1);
      if (text !== '') afterCR = text.endsWith('\r');
      pending += text;
      const messages: SseMessage[] = [];
      const lines = pending.split(/\r\n|\r|\n/);
      pending = lines.pop() ?? '';
      // A CR at the very end may be the first half of a CRLF: the line is complete either way.
      for (const line of lines) field(line, messages);
      return messages;
    },
  };
}
