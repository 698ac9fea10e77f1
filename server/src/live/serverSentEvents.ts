/** The text/event-stream framing (WHATWG HTML §9.2): fields one a line, a blank line ends a message. */

/** A message; `data` is JSON, which has no line breaks, so it takes one data line. */
export const sseMessage = (event: string, data: unknown, id?: number): string =>
  `event: ${event}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`;

/** A comment line: the client ignores it, proxies see traffic. */
export const sseComment = (text: string): string => `: ${text}\n\n`;
