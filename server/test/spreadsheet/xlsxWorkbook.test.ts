/**
 * @jest-environment jsdom
 */
// jsdom for its DOMParser: an XML parser that reports a part that is not well-formed.
import { xlsxWorkbook, type Sheet } from '../../src/spreadsheet/xlsxWorkbook';
import { readZip } from '../fixtures/readZip';

/** The part of the DOM these tests use, typed here: the server's TypeScript has no DOM library, and should not. */
interface XmlNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): XmlNode | null;
  querySelectorAll(selector: string): ArrayLike<XmlNode> & Iterable<XmlNode>;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
type Document = XmlNode;
declare const DOMParser: new () => { parseFromString(text: string, type: 'application/xml'): Document };

/** The archive's parts by path, each parsed as XML (a parse error fails the test). */
function workbookXml(file: Buffer): Map<string, Document> {
  return new Map(
    readZip(file).map(({ path, data }) => {
      const document = new DOMParser().parseFromString(data.toString('utf8'), 'application/xml');
      const error = document.getElementsByTagName('parsererror')[0];
      if (error) throw new Error(`${path} is not well-formed XML: ${error.textContent}`);
      return [path, document];
    }),
  );
}

const cell = (sheet: Document, reference: string) => sheet.querySelector(`c[r="${reference}"]`);

const SHEETS: Sheet[] = [
  {
    name: 'figures',
    widths: [20, 40],
    rows: [
      ['figure', 'value'],
      ['turnover', { money: 120.3 }],
      ['players', 12_345],
      ['nothing', null, 'after a gap'],
    ],
  },
  {
    name: 'texts',
    rows: [['=HYPERLINK("x") <b>&</b>', '\u00A0-2', "Ana's", 'tab\there', 'line\r\nbreak\u0001', '_x0041_', 'Ionuț']],
  },
];

describe('xlsxWorkbook', () => {
  const modified = new Date('2030-01-10T12:00:00.000Z');
  const file = xlsxWorkbook(SHEETS, modified);
  const parts = workbookXml(file);
  const written = (path: string) => readZip(file).find((entry) => entry.path === path)!.data.toString('utf8');
  const [figures, texts] = [parts.get('xl/worksheets/sheet1.xml')!, parts.get('xl/worksheets/sheet2.xml')!];

  it('writes the parts of an Office Open XML workbook, each well-formed, the sheets named in order', () => {
    expect([...parts.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect([...parts.get('xl/workbook.xml')!.querySelectorAll('sheet')].map((sheet) => sheet.getAttribute('name'))).toEqual(['figures', 'texts']);
    const overrides = [...parts.get('[Content_Types].xml')!.querySelectorAll('Override')].map((override) => override.getAttribute('PartName'));
    expect(overrides).toEqual(['/xl/workbook.xml', '/xl/styles.xml', '/xl/worksheets/sheet1.xml', '/xl/worksheets/sheet2.xml']);
    const targets = [...parts.get('xl/_rels/workbook.xml.rels')!.querySelectorAll('Relationship')].map((relationship) => relationship.getAttribute('Target'));
    expect(targets).toEqual(['worksheets/sheet1.xml', 'worksheets/sheet2.xml', 'styles.xml']);
  });

  it('writes numbers as numeric cells, money as its exact decimal in the money format, and no cell for nothing', () => {
    expect(written('xl/worksheets/sheet1.xml')).toContain('<c r="B3"><v>12345</v></c><');
    expect(written('xl/worksheets/sheet1.xml')).toContain('<c r="B2" s="2"><v>120.3</v></c>');
    const moneyStyle = parts.get('xl/styles.xml')!.querySelectorAll('cellXfs > xf')[2];
    expect(moneyStyle.getAttribute('numFmtId')).toBe('4');
    expect(cell(figures, 'B4')).toBeNull();
    expect(cell(figures, 'C4')?.textContent).toBe('after a gap');
    expect([...figures.querySelectorAll('col')].map((column) => column.getAttribute('width'))).toEqual(['20', '40']);
  });

  it('writes texts as inline strings, escaped, never a formula; marks one that would start a formula as text', () => {
    const title = cell(texts, 'A1')!;
    expect(title.getAttribute('t')).toBe('inlineStr');
    expect(title.textContent).toBe('=HYPERLINK("x") <b>&</b>');
    expect(written('xl/worksheets/sheet2.xml')).toContain('<t xml:space="preserve">=HYPERLINK(&#34;x&#34;) &#60;b&#62;&#38;&#60;/b&#62;</t>');
    // Only a cell with an <f> is a formula: none has one.
    expect(texts.getElementsByTagName('f')).toHaveLength(0);
    // A cell that would start a formula if typed again (a no-break space first too) is quote-prefixed.
    const quotePrefixed = parts.get('xl/styles.xml')!.querySelectorAll('cellXfs > xf')[1];
    expect(quotePrefixed.getAttribute('quotePrefix')).toBe('1');
    expect(['A1', 'B1', 'C1', 'G1'].map((reference) => cell(texts, reference)?.getAttribute('s') ?? null)).toEqual(['1', '1', null, null]);
    expect(cell(texts, 'B1')?.textContent).toBe('\u00A0-2');
  });

  it('keeps what XML would change or refuse: tabs, carriage returns, control characters, and a literal _xHHHH_', () => {
    expect(cell(texts, 'D1')?.textContent).toBe('tab\there');
    expect(cell(texts, 'E1')?.textContent).toBe('line\r\nbreak_x0001_');
    expect(cell(texts, 'F1')?.textContent).toBe('_x005F_x0041_');
  });

  it('names columns past Z as spreadsheets do', () => {
    const wide = workbookXml(xlsxWorkbook([{ name: 'wide', rows: [Array.from({ length: 28 }, (_, index) => index)] }], modified)).get('xl/worksheets/sheet1.xml')!;
    expect([...wide.querySelectorAll('c')].slice(24).map((c) => c.getAttribute('r'))).toEqual(['Y1', 'Z1', 'AA1', 'AB1']);
  });

  it('refuses a number no cell can hold', () => {
    expect(() => xlsxWorkbook([{ name: 'x', rows: [[Number.NaN]] }], modified)).toThrow(RangeError);
  });
});
