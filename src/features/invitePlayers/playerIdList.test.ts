import fc from 'fast-check';
import { listFormatOf, readPlayerIdList } from './playerIdList';

describe('readPlayerIdList', () => {
  it('reads ids separated by new lines, commas, semicolons, tabs or spaces, in the order first seen', () => {
    expect(readPlayerIdList('p1\np2,p3;p4\tp5 p6\r\np7 ,; p8', 'list')).toEqual({ ids: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'], invalid: [], duplicates: 0 });
  });

  it('drops repeats, counting them', () => {
    expect(readPlayerIdList('p1 p2 p1\np2 p3 p1', 'list')).toEqual({ ids: ['p1', 'p2', 'p3'], invalid: [], duplicates: 3 });
  });

  it('sets apart, once each, the ids the API would refuse', () => {
    const long = 'x'.repeat(256);
    expect(readPlayerIdList(`p1 ${long} bad\u0001id p2 ${long}`, 'list')).toEqual({ ids: ['p1', 'p2'], invalid: [long, 'bad\u0001id'], duplicates: 1 });
  });

  it.each(['user_id', 'USER ID', 'userid', 'player_id', 'id', 'Ids'])('skips a first entry %j as a header', (header) => {
    expect(readPlayerIdList(`${header}\np1\np2`, 'csv').ids).toEqual(['p1', 'p2']);
  });

  it('keeps a header word that is not first', () => {
    expect(readPlayerIdList('p1 user_id', 'list').ids).toEqual(['p1', 'user_id']);
  });

  it('reads nothing from blank text', () => {
    expect(readPlayerIdList(' \n\t,; ', 'list')).toEqual({ ids: [], invalid: [], duplicates: 0 });
  });

  it("takes a CSV's first column, whatever the separator, quoted or not, after a byte order mark and a header", () => {
    const csv = '\uFEFFuser_id,name,score\np1,Ana,10\n"p,2";"Dan ""D""";3\n\n  p3\t x \n"a ""q"""\r\np1,again';
    expect(readPlayerIdList(csv, 'csv')).toEqual({ ids: ['p1', 'p,2', 'p3', 'a "q"'], invalid: [], duplicates: 1 });
  });

  it('unquotes a quoted id of a pasted list', () => {
    expect(readPlayerIdList('"p1","p2"', 'list').ids).toEqual(['p1', 'p2']);
  });

  const id = fc.stringMatching(/^[A-Za-z0-9_.:@-]{1,40}$/).filter((value) => !/^(?:user|player|customer|client)?[ _-]?ids?$/i.test(value));
  const separator = fc.stringMatching(/^[\n\r\t ,;]{1,4}$/);

  it('reads back the distinct ids of any list, whatever separates them', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(id, separator), { maxLength: 60 }), (pairs) => {
        const text = pairs.map(([value, after]) => value + after).join('');
        const distinct = [...new Set(pairs.map(([value]) => value))];
        expect(readPlayerIdList(text, 'list')).toEqual({ ids: distinct, invalid: [], duplicates: pairs.length - distinct.length });
      }),
    );
  });

  it("reads back the first column of any CSV's rows", () => {
    const cell = fc.stringMatching(/^[^"\n\r]{0,12}$/);
    fc.assert(
      fc.property(fc.array(fc.tuple(id, fc.array(cell, { maxLength: 3 })), { maxLength: 40 }), fc.constantFrom(',', ';', '\t'), (rows, delimiter) => {
        const text = ['user_id', ...rows.map(([value, rest]) => [value, ...rest].join(delimiter))].join('\n');
        expect(readPlayerIdList(text, 'csv').ids).toEqual([...new Set(rows.map(([value]) => value))]);
      }),
    );
  });
});

describe('listFormatOf', () => {
  it.each([
    [{ name: 'players.CSV', type: '' }, 'csv'],
    [{ name: 'export', type: 'text/csv' }, 'csv'],
    [{ name: 'players.txt', type: 'text/plain' }, 'list'],
  ])('reads %j as %s', (file, format) => {
    expect(listFormatOf(file)).toBe(format);
  });
});
