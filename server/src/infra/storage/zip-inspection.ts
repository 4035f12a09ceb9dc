/**
 * Is this a Word document (.docx), and one that is safe to hand to staff? A DOCX is a ZIP, and a
 * ZIP's headers can lie: its central directory may declare 1,000 bytes for an entry that inflates
 * to 200 MiB (a bomb aimed at whoever opens it), or describe an entry differently from the local
 * header a reader that streams the file trusts. So nothing declared is taken on trust: every
 * entry is inflated here, streamed and stopped at the first byte past its limits, its size and
 * CRC compared with what both of its headers declare, and the archive must be laid out as writers
 * lay it out (each byte in exactly one record, the directory last).
 */
import zlib from 'node:zlib';

/*
 * Limits for a CV. A 5 MB DOCX holds a few MB once inflated: a long CV's word/document.xml is
 * 1-3 MB, a photo 1-5 MB (already compressed, so it barely shrinks). Text XML deflates 5-20
 * times; an entry that inflates more than 100 times its packed size is padding or a bomb. Below
 * 1 MiB the ratio says nothing (a short run of repeated XML compresses very well) and costs nothing.
 */
/** No entry inflates past this. */
export const MAX_ENTRY_UNPACKED_BYTES = 20 * 1024 * 1024;
/** All entries together inflate to at most this. */
export const MAX_TOTAL_UNPACKED_BYTES = 50 * 1024 * 1024;
/** An entry inflates to at most this many times its packed size… */
export const MAX_COMPRESSION_RATIO = 100;
/** …once it is larger than this. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Word writes 10-50 parts; a CV with many pictures, a few hundred. */
export const MAX_ENTRIES = 5_000;
/** [Content_Types].xml is a few KB; it is kept in memory to find the main part's type. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

const CONTENT_TYPES_PART = '[content_types].xml';
const MAIN_DOCUMENT_PART = 'word/document.xml';
/** A .docx's main part; a macro-enabled document (.docm) or a template (.dotx) has another. */
const MAIN_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const DATA_DESCRIPTOR = 0x08074b50;
const ZIP64_EXTRA = 0x0001;
const END_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
/** General purpose flags: bit 0 encrypted, bit 6 strong encryption, bit 13 masked headers. */
const ENCRYPTION_FLAGS = 0x0001 | 0x0040 | 0x2000;
/** Bit 3: CRC and sizes follow the data in a descriptor, the local header may hold zeros. */
const DATA_DESCRIPTOR_FLAG = 0x0008;
const STORED = 0;
const DEFLATED = 8;

interface Entry {
  name: Buffer;
  flags: number;
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  localOffset: number;
}

/** Answers why `zip` is not a safe Word document, or undefined when it is one. */
export async function docxProblem(zip: Buffer): Promise<string | undefined> {
  const directory = readCentralDirectory(zip);
  if (typeof directory === 'string') return directory;
  const { entries, directoryOffset } = directory;

  const names = new Set<string>();
  let declaredTotal = 0;
  for (const entry of entries) {
    const name = entry.name.toString('utf8').toLowerCase();
    // Two entries of one name: one reader takes the first, another the last.
    if (names.has(name)) return `two entries are named ${name}`;
    names.add(name);
    if ((entry.flags & ENCRYPTION_FLAGS) !== 0) return 'an entry is encrypted';
    if (entry.method !== STORED && entry.method !== DEFLATED) return `an entry uses compression method ${entry.method}`;
    if (entry.method === STORED && entry.packedSize !== entry.size) return 'a stored entry declares two sizes';
    // What the directory declares is checked first, then checked again against what inflates.
    if (entry.size > entryLimit(entry)) return 'an entry declares more than its limit';
    declaredTotal += entry.size;
    if (declaredTotal > MAX_TOTAL_UNPACKED_BYTES) return 'the entries declare more than the total limit';
  }
  if (!names.has(CONTENT_TYPES_PART)) return 'no [Content_Types].xml';
  if (!names.has(MAIN_DOCUMENT_PART)) return 'no word/document.xml';

  const layout = checkLayout(zip, entries, directoryOffset);
  if (layout) return layout;

  let inflatedTotal = 0;
  let contentTypes: Buffer | undefined;
  for (const entry of entries) {
    const isContentTypes = entry.name.toString('utf8').toLowerCase() === CONTENT_TYPES_PART;
    if (isContentTypes && entry.size > MAX_CONTENT_TYPES_BYTES) return '[Content_Types].xml is too large';
    const packed = zip.subarray(dataStart(zip, entry), dataStart(zip, entry) + entry.packedSize);
    const limit = Math.min(entryLimit(entry), MAX_TOTAL_UNPACKED_BYTES - inflatedTotal);
    const unpacked =
      entry.method === STORED ? stored(packed, limit, isContentTypes) : await inflate(packed, limit, isContentTypes);
    if (unpacked === 'over limit') return 'an entry inflates past its limit';
    if (unpacked === 'corrupt') return 'an entry does not inflate';
    if (unpacked.size !== entry.size) return 'an entry inflates to another size than declared';
    if (unpacked.crc !== entry.crc) return 'an entry fails its CRC';
    inflatedTotal += unpacked.size;
    if (isContentTypes) contentTypes = unpacked.content;
  }
  if (!contentTypes || !declaresMainDocument(decodeXml(contentTypes)))
    return 'word/document.xml does not have the type of a Word document';
  return undefined;
}

/** The most an entry may inflate to: the least of what it declares, the entry cap and the ratio cap. */
function entryLimit(entry: Entry): number {
  return Math.min(
    entry.size,
    MAX_ENTRY_UNPACKED_BYTES,
    Math.max(RATIO_FLOOR_BYTES, entry.packedSize * MAX_COMPRESSION_RATIO),
  );
}

/**
 * The end record (the last one whose comment ends the file) and the directory before it. ZIP64,
 * spanned archives and data before the entries are refused: never a CV, often a disguise.
 */
function readCentralDirectory(zip: Buffer): { entries: Entry[]; directoryOffset: number } | string {
  let end = -1;
  for (let at = zip.length - END_SIZE; at >= Math.max(0, zip.length - END_SIZE - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'no end of central directory';
  if (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_END_LOCATOR) return 'ZIP64 archive';
  const disk = zip.readUInt16LE(end + 4);
  const directoryDisk = zip.readUInt16LE(end + 6);
  const entriesHere = zip.readUInt16LE(end + 8);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) return 'ZIP64 archive';
  if (disk !== 0 || directoryDisk !== 0 || entriesHere !== count) return 'spanned archive';
  if (count === 0 || count > MAX_ENTRIES) return `${count} entries`;
  if (directoryOffset + directorySize !== end) return 'the central directory is not where the end record says';

  const entries: Entry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_SIZE > end || zip.readUInt32LE(at) !== CENTRAL_HEADER)
      return 'a central directory entry cannot be read';
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > end) return 'a central directory entry runs past the directory';
    const entry: Entry = {
      name: zip.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength),
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      packedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    };
    if (entry.packedSize === 0xffffffff || entry.size === 0xffffffff || entry.localOffset === 0xffffffff)
      return 'ZIP64 entry';
    if (zip.readUInt16LE(at + 34) !== 0) return 'spanned archive';
    if (entry.name.length === 0) return 'an entry has no name';
    const extra = extraProblem(
      zip.subarray(at + CENTRAL_SIZE + nameLength, at + CENTRAL_SIZE + nameLength + extraLength),
    );
    if (extra) return extra;
    entries.push(entry);
    at = next;
  }
  if (at !== end) return 'the central directory holds more than its entries';
  return { entries, directoryOffset };
}

/** Extra fields must parse as (id, size, data) records, and none may be ZIP64's. */
function extraProblem(extra: Buffer): string | undefined {
  let at = 0;
  while (at < extra.length) {
    if (at + 4 > extra.length) return 'an extra field cannot be read';
    if (extra.readUInt16LE(at) === ZIP64_EXTRA) return 'ZIP64 entry';
    at += 4 + extra.readUInt16LE(at + 2);
  }
  return at === extra.length ? undefined : 'an extra field cannot be read';
}

const localNameLength = (zip: Buffer, entry: Entry) => zip.readUInt16LE(entry.localOffset + 26);
const dataStart = (zip: Buffer, entry: Entry) =>
  entry.localOffset + LOCAL_SIZE + localNameLength(zip, entry) + zip.readUInt16LE(entry.localOffset + 28);

/**
 * Each local header must agree with its directory entry, and the records must follow each other
 * from the first byte to the directory with nothing before, between or over them: a reader that
 * streams the file from the start then sees exactly the entries the directory lists.
 */
function checkLayout(zip: Buffer, entries: Entry[], directoryOffset: number): string | undefined {
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== expected)
      return entry.localOffset < expected ? 'entries overlap' : 'bytes outside any entry';
    const at = entry.localOffset;
    if (at + LOCAL_SIZE > directoryOffset || zip.readUInt32LE(at) !== LOCAL_HEADER)
      return 'a local header cannot be read';
    const nameLength = localNameLength(zip, entry);
    const extraLength = zip.readUInt16LE(at + 28);
    const start = at + LOCAL_SIZE + nameLength + extraLength;
    if (start + entry.packedSize > directoryOffset) return 'an entry runs into the central directory';
    if (!zip.subarray(at + LOCAL_SIZE, at + LOCAL_SIZE + nameLength).equals(entry.name))
      return 'a local header names another entry';
    const flags = zip.readUInt16LE(at + 6);
    if ((flags & ENCRYPTION_FLAGS) !== 0) return 'an entry is encrypted';
    if ((flags & DATA_DESCRIPTOR_FLAG) !== (entry.flags & DATA_DESCRIPTOR_FLAG))
      return 'a local header disagrees on the data descriptor';
    if (zip.readUInt16LE(at + 8) !== entry.method) return 'a local header disagrees on the compression method';
    const extra = extraProblem(zip.subarray(at + LOCAL_SIZE + nameLength, start));
    if (extra) return extra;
    let end = start + entry.packedSize;
    if ((entry.flags & DATA_DESCRIPTOR_FLAG) === 0) {
      if (
        zip.readUInt32LE(at + 14) !== entry.crc ||
        zip.readUInt32LE(at + 18) !== entry.packedSize ||
        zip.readUInt32LE(at + 22) !== entry.size
      ) {
        return 'a local header disagrees on sizes or CRC';
      }
    } else {
      // The descriptor may or may not open with its signature; either way it repeats the directory.
      const descriptor = [end + 4, end].find(
        (from) =>
          (from === end || zip.readUInt32LE(end) === DATA_DESCRIPTOR) &&
          from + 12 <= directoryOffset &&
          zip.readUInt32LE(from) === entry.crc &&
          zip.readUInt32LE(from + 4) === entry.packedSize &&
          zip.readUInt32LE(from + 8) === entry.size,
      );
      if (descriptor === undefined) return 'a data descriptor disagrees with the directory';
      end = descriptor + 12;
    }
    expected = end;
  }
  return expected === directoryOffset ? undefined : 'bytes outside any entry';
}

interface Unpacked {
  size: number;
  crc: number;
  content?: Buffer;
}

function stored(data: Buffer, limit: number, keep: boolean): Unpacked | 'over limit' {
  if (data.length > limit) return 'over limit';
  return { size: data.length, crc: zlib.crc32(data), ...(keep ? { content: data } : {}) };
}

/**
 * Inflates `packed` chunk by chunk, keeping only a running size and CRC (and the content when
 * asked, for a small part): the first chunk past `limit` stops it, so a bomb costs what its limit
 * allows, never what it would inflate to. The deflate stream must end exactly where the entry does.
 */
function inflate(packed: Buffer, limit: number, keep: boolean): Promise<Unpacked | 'over limit' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflater = zlib.createInflateRaw();
    const kept: Buffer[] = [];
    let size = 0;
    let crc = 0;
    let settled = false;
    const settle = (answer: Unpacked | 'over limit' | 'corrupt') => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settle('over limit');
        inflater.destroy();
        return;
      }
      crc = zlib.crc32(chunk, crc);
      if (keep) kept.push(chunk);
    });
    inflater.on('error', () => settle('corrupt'));
    inflater.on('end', () => {
      if (inflater.bytesWritten !== packed.length) settle('corrupt');
      else settle({ size, crc, ...(keep ? { content: Buffer.concat(kept) } : {}) });
    });
    inflater.end(packed);
  });
}

/** [Content_Types].xml as text: UTF-8 (with or without a byte order mark) or UTF-16LE. */
function decodeXml(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  return bytes.toString('utf8').replace(/^\ufeff/, '');
}

/**
 * Whether the content types give /word/document.xml the type of a document's main part: its own
 * Override, or else the Default for the .xml extension. Part names and types compare without case.
 */
function declaresMainDocument(xml: string): boolean {
  let byDefault = false;
  for (const [, element, attributeText] of xml.matchAll(/<(?:[\w.-]+:)?(Override|Default)\b([^>]*)>/g)) {
    const attributes = Object.fromEntries(
      [...attributeText!.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, name, double, single]) => [
        name,
        double ?? single ?? '',
      ]),
    );
    const type = attributes.ContentType?.trim().toLowerCase();
    if (element === 'Override' && attributes.PartName?.trim().toLowerCase() === `/${MAIN_DOCUMENT_PART}`)
      return type === MAIN_DOCUMENT_TYPE;
    if (element === 'Default' && attributes.Extension?.trim().toLowerCase() === 'xml' && type === MAIN_DOCUMENT_TYPE)
      byDefault = true;
  }
  return byDefault;
}
