import { startsAsFormula } from '../leaderboard/csvText';
import { zipArchive } from './zipArchive';

/**
 * A cell: a text, a number, an amount of money (shown to the cent), or nothing. Numbers are written as JavaScript
 * writes them (the shortest decimal that reads back as the same number, the one the JSON answer carries): 120.3 is
 * written "120.3", never a product of binary fractions, and a spreadsheet reads back the figure the API gave.
 */
export type SheetCell = string | number | { money: number } | null;

export interface Sheet {
  /** At most 31 characters, none of []:*?/\ (Excel's rule). */
  name: string;
  /** Column widths in characters, from the first column; the rest keep the default. */
  widths?: readonly number[];
  rows: readonly (readonly SheetCell[])[];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The cell styles (cellXfs in styles.xml), by their index. */
const STYLE = { text: 0, quotePrefixed: 1, money: 2 } as const;

/**
 * The workbook's styles: the default; text marked as text (quotePrefix, what Excel sets when one types an
 * apostrophe first: shown without it, and kept text when edited); and money, built-in format 4 (#,##0.00).
 */
const STYLES =
  `<styleSheet xmlns="${MAIN}">` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The five characters XML reserves (the quotes for attribute values) and the carriage return (which XML readers turn into a line feed), as character references. */
const escapeXml = (text: string) => text.replace(/[&<>"'\r]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The control characters XML holds as they are. */
const XML_CONTROLS = new Set(['\t', '\n', '\r']);

/**
 * A text as an Office string (ST_Xstring): the characters XML 1.0 cannot hold even as references (the controls but
 * tab, line feed and carriage return; U+FFFE, U+FFFF) written _xHHHH_ as Excel writes them (the other controls too,
 * which Excel reads back the same), a literal "_xHHHH_" kept by escaping its underscore, then XML-escaped.
 */
function officeText(text: string): string {
  const escaped = text.replace(/_(?=x[0-9A-Fa-f]{4}_)|[\p{Cc}\uFFFE\uFFFF]/gu, (character) =>
    XML_CONTROLS.has(character) ? character : `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
  return escapeXml(escaped);
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function numberValue(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A spreadsheet cell cannot hold ${value}`);
  return String(value);
}

/**
 * One cell's XML. A text is an inline string (t="inlineStr"): a spreadsheet never runs one as a formula, only a
 * cell with an <f> is one. One that would start a formula were it typed again (csvText.ts's rule, decision 172) is
 * also marked as text, so that editing the cell does not turn it into one.
 */
function cellXml(cell: SheetCell, reference: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return `<c r="${reference}"><v>${numberValue(cell)}</v></c>`;
  if (typeof cell === 'object') return `<c r="${reference}" s="${STYLE.money}"><v>${numberValue(cell.money)}</v></c>`;
  const style = startsAsFormula(cell) ? ` s="${STYLE.quotePrefixed}"` : '';
  return `<c r="${reference}"${style} t="inlineStr"><is><t xml:space="preserve">${officeText(cell)}</t></is></c>`;
}

function worksheetXml({ widths = [], rows }: Sheet): string {
  const columns = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  const rowsXml = rows
    .map((row, rowIndex) => `<row r="${rowIndex + 1}">${row.map((cell, columnIndex) => cellXml(cell, `${columnName(columnIndex)}${rowIndex + 1}`)).join('')}</row>`)
    .join('');
  return `<worksheet xmlns="${MAIN}">${columns ? `<cols>${columns}</cols>` : ''}<sheetData>${rowsXml}</sheetData></worksheet>`;
}

/** The package's parts (ECMA-376): content types, relationships, the workbook, its styles and one part per sheet. */
export function workbookParts(sheets: readonly Sheet[]): { path: string; xml: string }[] {
  const sheetPath = (index: number) => `worksheets/sheet${index + 1}.xml`;
  const relationship = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${RELATIONSHIPS}/${type}" Target="${target}"/>`;
  const parts = [
    {
      path: '[Content_Types].xml',
      xml:
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        sheets.map((_, index) => `<Override PartName="/xl/${sheetPath(index)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
        '</Types>',
    },
    { path: '_rels/.rels', xml: `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>` },
    {
      path: 'xl/workbook.xml',
      xml:
        `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
        sheets.map((sheet, index) => `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('') +
        '</sheets></workbook>',
    },
    {
      path: 'xl/_rels/workbook.xml.rels',
      xml:
        `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
        sheets.map((_, index) => relationship(`rId${index + 1}`, 'worksheet', sheetPath(index))).join('') +
        relationship(`rId${sheets.length + 1}`, 'styles', 'styles.xml') +
        '</Relationships>',
    },
    { path: 'xl/styles.xml', xml: STYLES },
    ...sheets.map((sheet, index) => ({ path: `xl/${sheetPath(index)}`, xml: worksheetXml(sheet) })),
  ];
  return parts.map(({ path, xml }) => ({ path, xml: XML_DECLARATION + xml }));
}

/** An .xlsx file (Office Open XML) of the sheets, in their order, written without a library (decision 173). */
export function xlsxWorkbook(sheets: readonly Sheet[], modified: Date): Buffer {
  return zipArchive(
    workbookParts(sheets).map(({ path, xml }) => ({ path, data: Buffer.from(xml, 'utf8') })),
    modified,
  );
}
