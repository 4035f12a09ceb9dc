/**
 * A ZIP file written as a stream (PKWARE APPNOTE 6.3, no ZIP64: an export stays far below 4 GB):
 * texts made in memory are deflated, files read from storage go through as they are (CVs are
 * PDF or Word files, compressed already), one at a time, their checksum counted on the way and
 * told after them in a data descriptor. Names are UTF-8 (flag 11), which Windows, macOS and
 * unzip read.
 */
import type { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';

/** A text or bytes made in memory, or a file read as a stream. */
export type ZipEntry = { name: string; data: Buffer } | { name: string; stream: Readable };

const UTF8_NAMES = 1 << 11;
const SIZES_AFTER_DATA = 1 << 3;
const STORED = 0;
const DEFLATED = 8;
const VERSION = 20;
const MAX_32 = 0xffffffff;

interface Written {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time, as ZIP keeps them (two-second steps, from 1980). */
function dosDateTime(at: Date): { date: number; time: number } {
  return {
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

/**
 * The fields the local and the central header both hold, in the same order, from `at`: flags,
 * method, time, date, CRC-32, compressed and real size, name length.
 */
function writeEntryFields(header: Buffer, at: number, entry: Written, when: { date: number; time: number }): void {
  header.writeUInt16LE(entry.flags, at);
  header.writeUInt16LE(entry.method, at + 2);
  header.writeUInt16LE(when.time, at + 4);
  header.writeUInt16LE(when.date, at + 6);
  header.writeUInt32LE(entry.crc, at + 8);
  header.writeUInt32LE(entry.compressedSize, at + 12);
  header.writeUInt32LE(entry.size, at + 16);
  header.writeUInt16LE(entry.name.length, at + 20);
}

function localHeader(entry: Written, when: { date: number; time: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  // With SIZES_AFTER_DATA, CRC and sizes are 0 here and told in the data descriptor.
  writeEntryFields(header, 6, entry, when);
  // Extra field: none.
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written, when: { date: number; time: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  writeEntryFields(header, 8, entry, when);
  // Extra field, comment, disk number, internal and external attributes: none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

function checkSize(size: number): void {
  if (size > MAX_32) throw new Error('A ZIP entry above 4 GB needs ZIP64, which this writer does not write.');
}

/** The ZIP file of `entries`, chunk by chunk; a stream entry is read only when its turn comes. */
export async function* zipChunks(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  at: Date = new Date(),
): AsyncGenerator<Buffer> {
  const when = dosDateTime(at);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if ('data' in entry) {
      const compressed = deflateRawSync(entry.data);
      checkSize(entry.data.length);
      const record: Written = {
        name,
        flags: UTF8_NAMES,
        method: DEFLATED,
        crc: crc32(entry.data),
        compressedSize: compressed.length,
        size: entry.data.length,
        offset,
      };
      const header = localHeader(record, when);
      yield header;
      yield compressed;
      offset += header.length + compressed.length;
      written.push(record);
    } else {
      const record: Written = {
        name,
        flags: UTF8_NAMES | SIZES_AFTER_DATA,
        method: STORED,
        crc: 0,
        compressedSize: 0,
        size: 0,
        offset,
      };
      const header = localHeader(record, when);
      yield header;
      let crc = 0;
      let size = 0;
      for await (const chunk of entry.stream) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        crc = crc32(bytes, crc);
        size += bytes.length;
        checkSize(size);
        yield bytes;
      }
      Object.assign(record, { crc, size, compressedSize: size });
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;
      offset += header.length + size + descriptor.length;
      written.push(record);
    }
    checkSize(offset);
  }
  if (written.length > 0xffff)
    throw new Error('More than 65,535 ZIP entries need ZIP64, which this writer does not write.');
  const central = Buffer.concat(written.map((record) => centralHeader(record, when)));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
