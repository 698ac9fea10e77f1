/**
 * Where a spreadsheet may start a cell inside a text (decision 125, OWASP "CSV Injection"): at the text's start,
 * and after each ; or , (a spreadsheet whose list separator is ; (ro-RO, de, fr) splits a line at every ; it
 * sees, quotes or not, and one importing with , as separator may do the same with commas), when what follows,
 * past any Unicode white space or invisible format character (space, NBSP, zero-width space, BOM), is one of
 * = + - @ or a tab or carriage return: a spreadsheet may run such a cell as a formula.
 */
const FORMULA_START = /(^|[;,])(?=[\p{White_Space}\p{Cf}]*?[=+\-@\t\r])/gu;

/**
 * A text a player chose (their id, their name), made safe to open in a spreadsheet: an apostrophe at each place
 * a cell could start as a formula, so that every such cell shows as text (the apostrophe is the spreadsheets'
 * own "this is text" mark, and Excel does not show it).
 */
export const spreadsheetSafe = (text: string): string => text.replace(FORMULA_START, "$1'");

/** RFC 4180: a field with a comma, a double quote or a line break goes in double quotes, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/** A text as one CSV field: made spreadsheet-safe, then quoted as CSV needs. */
export function csvText(text: string): string {
  const safe = spreadsheetSafe(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
