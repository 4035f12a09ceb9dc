/** Files the upload tests send: made here, byte for byte, so each case is exactly what it claims. */
import zlib from 'node:zlib';
import CFB from 'cfb';
import sharp from 'sharp';
import type { FilePart } from './context.ts';

/**
 * A PDF as a reader finds it: header, objects, a cross-reference table whose offsets are right, a
 * trailer naming /Root, `startxref` and `%%EOF`. `padTo` pads it to that many bytes with a comment
 * line before the table, so that the file stays a well-formed PDF at any size.
 */
export function pdfBytes(padTo = 0): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  const build = (padding: number) => pdfFile('%PDF-1.4\n', objects, { padding });
  const unpadded = build(0);
  if (padTo <= unpadded.length) return unpadded;
  let padding = padTo - unpadded.length;
  let pdf = build(padding);
  // Padding moves the table, so the offset after startxref may gain a digit: take it back.
  while (pdf.length !== padTo) {
    padding += padTo - pdf.length;
    pdf = build(padding);
  }
  return pdf;
}

/**
 * `before` (a header, or a whole earlier PDF for an incremental update) followed by numbered
 * objects, `padding` bytes of comment, one cross-reference section, its trailer and `%%EOF`.
 * `trailer` is what the trailer holds besides /Size (and /Prev, for an update).
 */
export function pdfFile(
  before: string | Buffer,
  objects: string[],
  {
    firstNumber = 1,
    padding = 0,
    trailer = '/Root 1 0 R',
    previousXref,
  }: { firstNumber?: number; padding?: number; trailer?: string; previousXref?: number } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.isBuffer(before) ? before : Buffer.from(before, 'latin1')];
  let length = parts[0]!.length;
  const push = (text: string) => {
    const bytes = Buffer.from(text, 'latin1');
    parts.push(bytes);
    length += bytes.length;
  };
  const offsets = objects.map((object, index) => {
    const offset = length;
    push(`${firstNumber + index} 0 obj\n${object}\nendobj\n`);
    return offset;
  });
  if (padding === 1) push('\n');
  else if (padding > 1) push(`%${' '.repeat(padding - 2)}\n`);
  const xref = length;
  const entry = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;
  const table =
    previousXref === undefined
      ? `0 ${objects.length + 1}\n0000000000 65535 f \n`
      : `${firstNumber} ${objects.length}\n`;
  const size = firstNumber + objects.length;
  const prev = previousXref === undefined ? '' : ` /Prev ${previousXref}`;
  push(
    `xref\n${table}${offsets.map(entry).join('')}trailer\n<< /Size ${size} ${trailer}${prev} >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}

/** An entry already deflated, with the size and CRC its headers are to declare, true or not. */
export interface PackedEntry {
  packed: Buffer;
  size: number;
  crc: number;
}

/**
 * A ZIP of the given entries: stored as they are (enough for a .docx any reader recognises), or
 * deflated (what a zip bomb needs: megabytes of zeros shrink to kilobytes). With `dataDescriptor`,
 * CRC and sizes follow each entry's data, as streaming writers put them, and the local header
 * holds zeros.
 */
export function zipBytes(
  entries: Record<string, string | Buffer | PackedEntry>,
  { deflate = false, dataDescriptor = false } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    let entry: PackedEntry & { method: number };
    if (typeof content === 'string' || Buffer.isBuffer(content)) {
      const data = Buffer.from(content);
      entry = {
        packed: deflate ? zlib.deflateRawSync(data, { level: 9 }) : data,
        size: data.length,
        crc: zlib.crc32(data),
        method: deflate ? 8 : 0,
      };
    } else {
      entry = { ...content, method: 8 };
    }
    const { packed, size, crc, method } = entry;
    const flags = dataDescriptor ? 0x0008 : 0;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    if (!dataDescriptor) {
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(packed.length, 18);
      local.writeUInt32LE(size, 22);
    }
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);
    if (dataDescriptor) {
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(packed.length, 8);
      descriptor.writeUInt32LE(size, 12);
      locals.push(descriptor);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length + (dataDescriptor ? 16 : 0);
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

export const docxBytes = (): Buffer =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  });

/**
 * A Word 97-2003 document's container as Word writes it: an OLE compound file with a
 * WordDocument stream opening with the File Information Block's magic number, and its table stream.
 */
export const docBytes = (): Buffer => {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0); // wIdent: Word 97 and later
  fib.writeUInt16LE(0x00c1, 2); // nFib
  return oleBytes({ WordDocument: fib, '1Table': Buffer.alloc(1024) });
};

/** An OLE compound file holding these streams at its root, written with SheetJS's cfb. */
export function oleBytes(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Windows executable's first bytes: what a program renamed to cv.pdf looks like. */
export const exeBytes = (): Buffer => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0);
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'binary');
  return bytes;
};

export const pngBytes = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 180 } } })
    .png()
    .toBuffer();

/** A PNG as a form's file field `name` sends it. */
export const pngPart = async (name: string, filename: string, width?: number, height?: number): Promise<FilePart> => ({
  name,
  filename,
  content: await pngBytes(width, height),
});

export const jpegWithExifBytes = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();
