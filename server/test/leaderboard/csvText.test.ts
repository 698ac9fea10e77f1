import { sql } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database';
import { csvCell, spreadsheetSafe as safeSql, startsAsFormula } from '../../src/leaderboard/csvText';
import { openTestDatabase } from '../testDatabase';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The rules run where the export runs them, in the database. */
const spreadsheetSafe = async (text: string) => (await sql<{ safe: string }>`SELECT ${safeSql(sql`${text}::text`)} AS safe`.execute(database.db)).rows[0].safe;
const csvCellOf = async (text: string) => (await sql<{ field: string }>`SELECT ${csvCell(sql`${text}::text`)} AS field`.execute(database.db)).rows[0].field;

describe('spreadsheetSafe (decision 125, OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
  ])('neutralises %j, which starts with a formula character', async (text, safe) => {
    expect(await spreadsheetSafe(text)).toBe(safe);
  });

  it.each([
    ['a space', ' =1+1', "' =1+1"],
    ['a no-break space', '\u00A0=1+1', "'\u00A0=1+1"],
    ['a zero-width space', '\u200B=1+1', "'\u200B=1+1"],
    ['a byte order mark', '\uFEFF+1', "'\uFEFF+1"],
    ['an ideographic space and a word joiner', '\u3000\u2060@x', "'\u3000\u2060@x"],
    ['a format character beyond the BMP (a tag space)', '\u{E0020}=x', "'\u{E0020}=x"],
    ['a space then a tab', ' \tx', "' \tx"],
  ])('neutralises a formula character after %s at the start', async (_label, text, safe) => {
    expect(await spreadsheetSafe(text)).toBe(safe);
  });

  it.each([
    ['x;=1+1;', "x;'=1+1;"],
    ['x,=1+1', "x,'=1+1"],
    ['Ana; -2', "Ana;' -2"],
    ['a;\u200B@SUM(1);b;+1', "a;'\u200B@SUM(1);b;'+1"],
    ['=1;=2', "'=1;'=2"],
  ])('neutralises a formula that a spreadsheet splitting at ; or , would start a cell with: %j', async (text, safe) => {
    expect(await spreadsheetSafe(text)).toBe(safe);
  });

  it.each(['Ana=Bob', 'Ana - Bob', 'Ana-Maria', 'x; y', 'Smith, The Ace', 'Ionuț', '', 'p0000001', 'a;b,c'])('leaves %j as it is', async (text) => {
    expect(await spreadsheetSafe(text)).toBe(text);
  });
});

describe('csvCell', () => {
  it('quotes a field with a comma, a double quote or a line break, doubling its quotes, after making it safe', async () => {
    expect(await csvCellOf('Smith, "The Ace"')).toBe('"Smith, ""The Ace"""');
    expect(await csvCellOf('two\nlines')).toBe('"two\nlines"');
    expect(await csvCellOf('\rReturn')).toBe('"\'\rReturn"');
    expect(await csvCellOf('x,=1+1')).toBe('"x,\'=1+1"');
  });

  it('makes a field spreadsheet-safe without quotes when it needs none', async () => {
    expect(await csvCellOf('=1+1')).toBe("'=1+1");
    expect(await csvCellOf('@cmd')).toBe("'@cmd");
    expect(await csvCellOf('\tTab')).toBe("'\tTab");
    expect(await csvCellOf('-2')).toBe("'-2");
    expect(await csvCellOf('Ana-Maria')).toBe('Ana-Maria');
    expect(await csvCellOf('say "hi"')).toBe('"say ""hi"""');
  });

  it('leaves a field that needs no quotes unquoted, a ; included', async () => {
    expect(await csvCellOf('Ionuț')).toBe('Ionuț');
    expect(await csvCellOf('x;=1+1;')).toBe("x;'=1+1;");
  });
});

describe('startsAsFormula (the .xlsx export, decision 172)', () => {
  it.each(['=1+1', '+SUM(A1:A9)', '-2', '@cmd', '\tTab', '\rReturn', ' =1+1', '\u00A0=1+1', '\u200B=1+1', '\uFEFF+1', '\u3000\u2060@x', '\u{E0020}=x', ' \tx'])(
    "finds %j a formula, as the SQL rule does at the text's start",
    async (text) => {
      expect(startsAsFormula(text)).toBe(true);
      expect(await spreadsheetSafe(text)).toBe(`'${text}`);
    },
  );

  it.each(['Ana=Bob', 'Ana-Maria', 'x;=1+1', 'a,@b', '', ' ', 'Ionuț', "'=1"])('finds %j no formula at its start', (text) => {
    expect(startsAsFormula(text)).toBe(false);
  });
});
