import { csvText, spreadsheetSafe } from '../../src/leaderboard/csvText';

describe('spreadsheetSafe (decision 125, OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rReturn', "'\rReturn"],
  ])('neutralises %j, which starts with a formula character', (text, safe) => {
    expect(spreadsheetSafe(text)).toBe(safe);
  });

  it.each([
    ['a space', ' =1+1', "' =1+1"],
    ['a no-break space', '\u00A0=1+1', "'\u00A0=1+1"],
    ['a zero-width space', '\u200B=1+1', "'\u200B=1+1"],
    ['a byte order mark', '\uFEFF+1', "'\uFEFF+1"],
    ['an ideographic space and a word joiner', '\u3000\u2060@x', "'\u3000\u2060@x"],
    ['a space then a tab', ' \tx', "' \tx"],
  ])('neutralises a formula character after %s at the start', (_label, text, safe) => {
    expect(spreadsheetSafe(text)).toBe(safe);
  });

  it.each([
    ['x;=1+1;', "x;'=1+1;"],
    ['x,=1+1', "x,'=1+1"],
    ['Ana; -2', "Ana;' -2"],
    ['a;\u200B@SUM(1);b;+1', "a;'\u200B@SUM(1);b;'+1"],
    ['=1;=2', "'=1;'=2"],
  ])('neutralises a formula that a spreadsheet splitting at ; or , would start a cell with: %j', (text, safe) => {
    expect(spreadsheetSafe(text)).toBe(safe);
  });

  it.each(['Ana=Bob', 'Ana - Bob', 'Ana-Maria', 'x; y', 'Smith, The Ace', 'Ionuț', '', 'p0000001', 'a;b,c'])('leaves %j as it is', (text) => {
    expect(spreadsheetSafe(text)).toBe(text);
  });
});

describe('csvText', () => {
  it('quotes a field with a comma, a double quote or a line break, doubling its quotes, after making it safe', () => {
    expect(csvText('Smith, "The Ace"')).toBe('"Smith, ""The Ace"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('\rReturn')).toBe('"\'\rReturn"');
    expect(csvText('x,=1+1')).toBe('"x,\'=1+1"');
  });

  it('leaves a field that needs no quotes unquoted, a ; included', () => {
    expect(csvText('Ionuț')).toBe('Ionuț');
    expect(csvText('x;=1+1;')).toBe("x;'=1+1;");
  });
});
