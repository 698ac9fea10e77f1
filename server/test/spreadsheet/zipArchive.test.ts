import { zipArchive } from '../../src/spreadsheet/zipArchive';
import { readZip } from '../fixtures/readZip';

describe('zipArchive', () => {
  const modified = new Date('2030-01-10T12:34:56.000Z');

  it('reads back entry for entry: names, bytes, DEFLATE, CRC and sizes checked by the reader', () => {
    const big = Buffer.from('<row/>'.repeat(10_000));
    const entries = [
      { path: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { path: 'xl/worksheets/sheet1.xml', data: big },
      { path: 'empty.txt', data: Buffer.alloc(0) },
      { path: 'ro/Jucători.txt', data: Buffer.from('țară', 'utf8') },
    ];
    const archive = zipArchive(entries, modified);
    const read = readZip(archive);
    expect(read.map(({ path, data }) => ({ path, data }))).toEqual(entries);
    expect(read.every((entry) => entry.method === 8)).toBe(true);
    // Compressed, not stored: 60,000 bytes of one pattern take a few hundred.
    expect(archive.length).toBeLessThan(2_000);
  });

  it('dates each entry in MS-DOS form, in UTC', () => {
    const [entry] = readZip(zipArchive([{ path: 'a', data: Buffer.from('a') }], modified));
    // 2030-01-10: (50 << 9) | (1 << 5) | 10; 12:34:56: (12 << 11) | (34 << 5) | 28.
    expect(entry.dosDate).toBe((50 << 9) | (1 << 5) | 10);
    expect(entry.dosTime).toBe((12 << 11) | (34 << 5) | 28);
  });

  it('writes the same bytes for the same entries and time', () => {
    const entries = [{ path: 'a.xml', data: Buffer.from('<a/>') }];
    expect(zipArchive(entries, modified).equals(zipArchive(entries, modified))).toBe(true);
  });

  it('refuses what would need ZIP64', () => {
    const many = Array.from({ length: 65_536 }, (_, i) => ({ path: `${i}`, data: Buffer.alloc(0) }));
    expect(() => zipArchive(many, modified)).toThrow(RangeError);
  });
});
