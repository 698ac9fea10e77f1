/**
 * Which characters a text may hold, as JSON-schema patterns (strings, compiled with the 'u' flag): the server's
 * schemas refuse the rest (server/src/http/inputSchemas.ts), and the console checks a text the same way before it
 * sends it (a pasted list of player ids).
 */

// Refused in every text: C0 controls, DEL and the C1 controls (PostgreSQL cannot store NUL; the rest only hide
// or garble text, U+009B opening a terminal's escape sequences), and UTF-16 surrogates outside a pair (with the
// 'u' flag the class matches only unpaired ones), which the driver would store as U+FFFD, a different text than
// was sent.
const CONTROL_AND_DEL = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF';
/** One line: no tab, line feed, carriage return, or Unicode's line and paragraph separators either. */
export const SINGLE_LINE_PATTERN = `^[^${CONTROL_AND_DEL}\\u0009\\u000A\\u000D\\u2028\\u2029]*$`;
/** Paragraphs: tab, line feed and carriage return allowed. */
export const MULTI_LINE_PATTERN = `^[^${CONTROL_AND_DEL}]*$`;
