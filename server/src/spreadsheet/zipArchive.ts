import { crc32, deflateRawSync } from 'node:zlib';

/** A file of an archive: its path inside it (forward slashes) and its bytes. */
export interface ZipEntry {
  path: string;
  data: Buffer;
}

const DEFLATE = 8;
/** 2.0: the version that reads DEFLATE. */
const VERSION_NEEDED = 20;
/** Bit 11: the names are UTF-8. */
const UTF8_NAMES = 0x0800;
/** Past these a ZIP needs its ZIP64 extension, which this writer does not write. */
const MAX_SIZE = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS time and date, as ZIP stores them (2-second steps, from 1980), of a time read in UTC. */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** The fields a file's local header and its central directory record share, from "version needed" to "extra field length". */
function sharedFields(name: Buffer, crc: number, compressedSize: number, size: number, modified: { time: number; date: number }): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION_NEEDED, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(DEFLATE, 4);
  fields.writeUInt16LE(modified.time, 6);
  fields.writeUInt16LE(modified.date, 8);
  fields.writeUInt32LE(crc, 10);
  fields.writeUInt32LE(compressedSize, 14);
  fields.writeUInt32LE(size, 18);
  fields.writeUInt16LE(name.length, 22);
  fields.writeUInt16LE(0, 24);
  return fields;
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) of the entries, in their order, each compressed with DEFLATE and dated
 * `modified`: what an .xlsx is made of (decision 173). In memory, for small archives: no ZIP64, so each entry and
 * the whole stay under 4 GiB and 65,535 entries (a RangeError past them).
 */
export function zipArchive(entries: readonly ZipEntry[], modified: Date): Buffer {
  if (entries.length > MAX_ENTRIES) throw new RangeError(`A ZIP without ZIP64 holds at most ${MAX_ENTRIES} entries`);
  const at = dosTime(modified);
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { path, data } of entries) {
    const name = Buffer.from(path, 'utf8');
    const compressed = deflateRawSync(data);
    if (data.length > MAX_SIZE || offset > MAX_SIZE) throw new RangeError('A ZIP without ZIP64 holds at most 4 GiB');
    const fields = sharedFields(name, crc32(data), compressed.length, data.length, at);
    const local = Buffer.alloc(4);
    local.writeUInt32LE(0x04034b50, 0);
    parts.push(local, fields, name, compressed);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION_NEEDED, 4); // version made by: 2.0, MS-DOS attributes
    fields.copy(record, 6);
    // File comment length, disk number, internal and external attributes: all 0.
    record.writeUInt32LE(offset, 42);
    directory.push(record, name);
    offset += local.length + fields.length + name.length + compressed.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  if (offset + directorySize > MAX_SIZE) throw new RangeError('A ZIP without ZIP64 holds at most 4 GiB');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  // This disk's number and the directory's disk: 0.
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
