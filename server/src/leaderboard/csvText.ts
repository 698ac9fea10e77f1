import { sql, type RawBuilder } from 'kysely';

/** What a spreadsheet passes over before a formula, in JavaScript: see blankCharacters. */
const BLANK = /[\p{White_Space}\p{Cf}]/u;

/**
 * The characters a spreadsheet may pass over before a formula: Unicode white space (space, NBSP, ideographic space)
 * and the invisible format characters (zero-width space, word joiner, BOM), as ranges of a PostgreSQL bracket
 * expression. Read from JavaScript's own Unicode tables once at start (about 80 ms), since PostgreSQL's regular
 * expressions have no Unicode property classes.
 */
function blankCharacters(): string {
  const ranges: [number, number][] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
    if (surrogate || !BLANK.test(String.fromCodePoint(codePoint))) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const escaped = (codePoint: number) => (codePoint > 0xffff ? `\\U${codePoint.toString(16).padStart(8, '0')}` : `\\u${codePoint.toString(16).padStart(4, '0')}`);
  return ranges.map(([first, last]) => (first === last ? escaped(first) : `${escaped(first)}-${escaped(last)}`)).join('');
}

/** The characters that start a formula (OWASP): = + - @, tab and carriage return ('-' last, for the brackets). */
const FORMULA_STARTERS = '=+@\\t\\r-';
const FORMULA_CHARACTERS = `[${FORMULA_STARTERS}]`;

/** The characters that make RFC 4180 quote a field: a comma, a double quote, a line break. */
const QUOTED_CHARACTERS = ',"\\r\\n';
const QUOTE_NEEDED = `[${QUOTED_CHARACTERS}]`;

/** The start of FORMULA_START, in JavaScript: a text that, past any blank, starts with a formula character. */
const FORMULA_AT_START = new RegExp(`^${BLANK.source}*${FORMULA_CHARACTERS}`, 'u');

/**
 * Whether a spreadsheet would read the text as a formula were it typed into a cell: the rule spreadsheetSafe applies
 * at a text's start, for the writers that mark such a cell as text instead of writing an apostrophe (the .xlsx
 * export, decision 172). A cell holds one text whole, so the places after ; and , do not apply there.
 */
export const startsAsFormula = (text: string) => FORMULA_AT_START.test(text);

/**
 * Where a spreadsheet may start a cell inside a text (decision 125, OWASP "CSV Injection"): at the text's start,
 * and after each ; or , (a spreadsheet whose list separator is ; (ro-RO, de, fr) splits a line at every ; it
 * sees, quotes or not, and one importing with , as separator may do the same with commas), when what follows,
 * past any white space or invisible format character, starts a formula. A PostgreSQL regular expression (ARE).
 */
export const FORMULA_START = `(^|[;,])(?=[${blankCharacters()}]*${FORMULA_CHARACTERS})`;

/**
 * A text a player chose (their id, their name) made safe to open in a spreadsheet, as SQL: an apostrophe at each
 * place a cell could start as a formula, so that every such cell shows as text (the apostrophe is the spreadsheets'
 * own "this is text" mark, and Excel does not show it). Texts with no formula character at all are left alone
 * without running the expression.
 */
export const spreadsheetSafe = (text: RawBuilder<unknown>) =>
  sql<string>`CASE WHEN ${text} ~ ${FORMULA_CHARACTERS} THEN regexp_replace(${text}, ${FORMULA_START}, ${"\\1'"}, 'g') ELSE ${text} END`;

/** RFC 4180, as SQL: a field with a comma, a double quote or a line break goes in double quotes, its quotes doubled. */
const csvQuoted = (text: RawBuilder<unknown>) =>
  sql<string>`CASE WHEN ${text} ~ ${QUOTE_NEEDED} THEN '"' || replace(${text}, '"', '""') || '"' ELSE ${text} END`;

/** Every character that makes spreadsheetSafe or csvQuoted change a text. */
const CELL_CHARACTERS = `[${QUOTED_CHARACTERS}${FORMULA_STARTERS}]`;

/**
 * A text a player chose as one CSV field, as SQL: spreadsheet-safe, then quoted as RFC 4180 needs. Nearly every
 * name has none of the characters either rule looks for, and one test of them spares it both (a fifth of a
 * leaderboard export's statement time, figure 3).
 */
export const csvCell = (text: RawBuilder<unknown>) => sql<string>`CASE WHEN ${text} ~ ${CELL_CHARACTERS} THEN ${csvQuoted(spreadsheetSafe(text))} ELSE ${text} END`;
