import { isAcceptedPlayerId } from '../../domain/playerId';

/**
 * How the list's text is read. list: every id separated by new lines, commas, semicolons, tabs or spaces (pasted,
 * or a text file); csv: a CSV file's first column, one id a row (its other columns ignored).
 */
export type PlayerIdListFormat = 'list' | 'csv';

export interface PlayerIdList {
  /** The distinct ids the API takes, in the order first seen: what is sent. */
  ids: string[];
  /** The distinct ids the API would refuse (too long, control characters): listed, never sent. */
  invalid: string[];
  /** Repeats of an id already read, dropped. */
  duplicates: number;
}

/** A header row's cell ('user_id', 'Player ID', 'id', ...), skipped when it comes first. */
const HEADER = /^(?:user|player|customer|client)?[ _-]?ids?$/i;

const SEPARATORS = /[\s,;]+/;
const LINE_BREAK = /\r\n|\n|\r/;
const CELL_END = /[,;\t]/;

/** A value written in CSV's quotes ("a ""b""") without them; any other value as it is. */
function unquoted(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replaceAll('""', '"') : value;
}

/** A CSV row's first cell, quoted or not (comma, semicolon or tab ends it: spreadsheets export any of the three). */
function firstCell(row: string): string {
  const text = row.trimStart();
  if (!text.startsWith('"')) {
    const end = text.search(CELL_END);
    return (end === -1 ? text : text.slice(0, end)).trim();
  }
  // Quoted: up to the closing quote, a doubled quote standing for one.
  let value = '';
  for (let index = 1; index < text.length; index += 1) {
    if (text[index] !== '"') value += text[index];
    else if (text[index + 1] === '"') value += text[(index += 1)];
    else break;
  }
  return value;
}

function entries(text: string, format: PlayerIdListFormat): string[] {
  // A spreadsheet's UTF-8 export starts with a byte order mark, which is no part of the first id.
  const body = text.replace(/^\uFEFF/, '');
  const read = format === 'csv' ? body.split(LINE_BREAK).map(firstCell) : body.split(SEPARATORS).map(unquoted);
  const nonEmpty = read.filter((entry) => entry !== '');
  return nonEmpty.length > 0 && HEADER.test(nonEmpty[0]) ? nonEmpty.slice(1) : nonEmpty;
}

/** The ids of a pasted or uploaded list: distinct, the ones the API would refuse set apart, a header row skipped. */
export function readPlayerIdList(text: string, format: PlayerIdListFormat): PlayerIdList {
  const seen = new Set<string>();
  const list: PlayerIdList = { ids: [], invalid: [], duplicates: 0 };
  for (const entry of entries(text, format)) {
    if (seen.has(entry)) list.duplicates += 1;
    else {
      seen.add(entry);
      (isAcceptedPlayerId(entry) ? list.ids : list.invalid).push(entry);
    }
  }
  return list;
}

/** A file is read as CSV when its name or type says so; as a plain list otherwise. */
export const listFormatOf = (file: { name: string; type: string }): PlayerIdListFormat =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' ? 'csv' : 'list';
