/**
 * CVs are kept as sent and opened later on a staff member's machine, so each is read the way its
 * readers read it (server/src/infra/storage/): a DOCX's whole ZIP, inflated under caps and checked
 * header against header; a DOC's OLE container and its WordDocument stream; a PDF's
 * cross-reference skeleton. Through the API: a refused file is a 415 with a clear message and
 * leaves nothing behind; an accepted one comes back byte for byte. Then the inspectors
 * themselves, on the shapes real files take.
 */
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { docxProblem, MAX_ENTRY_UNPACKED_BYTES } from '../src/infra/storage/zip-inspection.ts';
import { wordDocumentProblem } from '../src/infra/storage/ole-inspection.ts';
import { pdfProblem } from '../src/infra/storage/pdf-inspection.ts';
import { DOCX_CONTENT_TYPES, multipartType, rawMultipart, uploadFolders } from './resilience/hostile.ts';
import { rowCount, useTestContext } from './support/context.ts';
import { docBytes, docxBytes, oleBytes, type PackedEntry, pdfBytes, pdfFile, zipBytes } from './support/fixtures.ts';
import { memoryGrowth } from './support/memory.ts';

const MEBIBYTE = 1024 * 1024;
const BOUNDARY = '----TakwinInspectionBoundary';
const DOCUMENT_XML = Buffer.from(
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Nour Ayari</w:t></w:r></w:p></w:body></w:document>',
);
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ctx = useTestContext();
let folders: ReturnType<typeof uploadFolders>;
/** 200 MiB of zeros, deflated (about 200 KB), declared in both headers as 1,000 bytes. */
let lyingEntry: PackedEntry;

beforeAll(async () => {
  folders = uploadFolders(ctx.dataDir, ctx.stored);
  lyingEntry = { packed: await deflateZeros(200 * MEBIBYTE), size: 1_000, crc: zlib.crc32(Buffer.alloc(1_000)) };
});

/** Deflates `length` zeros a mebibyte at a time, never holding them all. */
async function deflateZeros(length: number): Promise<Buffer> {
  const deflater = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(MEBIBYTE);
  for (let sent = 0; sent < length; sent += MEBIBYTE) {
    if (!deflater.write(zeros)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return Buffer.concat(chunks);
}

const sendCv = (content: Buffer, filename: string) =>
  ctx.inject({
    method: 'POST',
    url: '/api/candidatures',
    headers: { 'content-type': multipartType(BOUNDARY) },
    payload: rawMultipart(
      [
        { name: 'name', content: Buffer.from('Nour Ayari') },
        { name: 'email', content: Buffer.from('nour@example.tn') },
        { name: 'cv', filename, content, contentType: 'application/octet-stream' },
      ],
      BOUNDARY,
    ),
  });

/** 415 with the CV message, and no file and no row left behind. */
async function expectRefused(content: Buffer, filename: string) {
  const files = await folders.snapshot();
  const rows = await rowCount(ctx, 'candidatures');
  const response = await sendCv(content, filename);
  expect(response.statusCode, response.body).toBe(415);
  expect(response.json()).toMatchObject({ code: 'cv_type', message: 'The CV must be a PDF, DOC or DOCX file.' });
  expect(await folders.snapshot()).toEqual(files);
  expect(await rowCount(ctx, 'candidatures')).toBe(rows);
}

/** 201, and the CV comes back to staff byte for byte, with the type it really has. */
async function expectAccepted(content: Buffer, filename: string, mimeType: string) {
  const response = await sendCv(content, filename);
  expect(response.statusCode, response.body).toBe(201);
  const download = await ctx.inject({ method: 'GET', url: response.json().cvPath, headers: ctx.auth });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe(mimeType);
  expect(Buffer.compare(download.rawPayload, content)).toBe(0);
}

const docx = (
  entries: Record<string, string | Buffer | PackedEntry>,
  options: { deflate?: boolean; dataDescriptor?: boolean } = {},
) => zipBytes({ '[Content_Types].xml': DOCX_CONTENT_TYPES, 'word/document.xml': DOCUMENT_XML, ...entries }, options);

/** A DOCX whose word/document.xml local header is changed by `change` (the directory is left as it was). */
function withLocalHeader(change: (zip: Buffer, header: number) => void): Buffer {
  const zip = docx({}, { deflate: true });
  const header = zip.indexOf('word/document.xml') - 30;
  change(zip, header);
  return zip;
}

/** The offset the last `startxref` gives. */
const startxrefOf = (pdf: Buffer) => Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf.toString('latin1'))![1]);

/** An incremental update: a new page tree appended, with its own table and trailer chained by /Prev. */
function updatedPdf(trailer = '/Root 1 0 R'): Buffer {
  const original = pdfBytes();
  return pdfFile(original, ['<< /Type /Pages /Kids [] /Count 0 /Rotate 90 >>'], {
    firstNumber: 2,
    previousXref: startxrefOf(original),
    trailer,
  });
}

describe('a DOCX is inflated, never trusted', () => {
  it('refuses a ZIP that declares 1,000 bytes for an entry inflating to 200 MiB, quickly and without inflating it', async () => {
    const bomb = docx({ 'word/media/image1.png': lyingEntry });
    expect(bomb.length).toBeLessThan(MEBIBYTE);
    const started = performance.now();
    const growth = await memoryGrowth(() => expectRefused(bomb, 'cv.docx'));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(growth).toBeLessThan(50 * MEBIBYTE);
    // Stopped at the first chunk past what the entry declared.
    expect(await docxProblem(bomb)).toBe('an entry inflates past its limit');
  });

  it('refuses an entry that declares more than the caps, before inflating anything', async () => {
    const declared = docx({ 'word/media/image1.png': { ...lyingEntry, size: 200 * MEBIBYTE } });
    await expectRefused(declared, 'cv.docx');
    expect(await docxProblem(declared)).toBe('an entry declares more than its limit');
    expect(
      await docxProblem(docx({ 'word/media/image1.png': { ...lyingEntry, size: MAX_ENTRY_UNPACKED_BYTES + 1 } })),
    ).toBe('an entry declares more than its limit');
  });

  it('stops inflating an entry that declares 5 MiB at 5 MiB', async () => {
    const bomb = docx({ 'word/media/image1.png': { ...lyingEntry, size: 5 * MEBIBYTE } });
    const growth = await memoryGrowth(async () =>
      expect(await docxProblem(bomb)).toBe('an entry inflates past its limit'),
    );
    expect(growth).toBeLessThan(50 * MEBIBYTE);
  });

  it.each([
    ['names another entry', (zip: Buffer, at: number) => zip.write('X', at + 30 + 'word/'.length)],
    ['declares another compression method', (zip: Buffer, at: number) => zip.writeUInt16LE(0, at + 8)],
    ['declares another size', (zip: Buffer, at: number) => zip.writeUInt32LE(zip.readUInt32LE(at + 22) + 1, at + 22)],
    [
      'declares another CRC',
      (zip: Buffer, at: number) => zip.writeUInt32LE((zip.readUInt32LE(at + 14) + 1) >>> 0, at + 14),
    ],
  ])('refuses a DOCX whose local header %s than its central directory entry', async (_label, change) => {
    await expectRefused(withLocalHeader(change), 'cv.docx');
  });

  it('refuses a DOCX whose entry does not inflate to the CRC both headers declare', async () => {
    const wrongCrc = { packed: zlib.deflateRawSync(DOCUMENT_XML), size: DOCUMENT_XML.length, crc: 0x12345678 };
    await expectRefused(docx({ 'word/document.xml': wrongCrc }), 'cv.docx');
  });

  it('refuses a DOCX without word/document.xml, or whose main part has another type', async () => {
    await expectRefused(
      zipBytes({ '[Content_Types].xml': DOCX_CONTENT_TYPES, 'word/styles.xml': '<w:styles/>' }),
      'cv.docx',
    );
    const macroTypes = Buffer.from(
      DOCX_CONTENT_TYPES.toString().replace(
        'officedocument.wordprocessingml.document.main+xml',
        'ms-word.document.macroEnabled.main+xml',
      ),
    );
    expect(await docxProblem(zipBytes({ '[Content_Types].xml': macroTypes, 'word/document.xml': DOCUMENT_XML }))).toBe(
      'word/document.xml does not have the type of a Word document',
    );
    expect(await docxProblem(zipBytes({ 'word/document.xml': DOCUMENT_XML }))).toBe('no [Content_Types].xml');
  });

  it('refuses encryption, unknown methods, ZIP64, duplicate names and bytes before the first entry', async () => {
    const plain = docx({});
    const centralOf = (zip: Buffer, name: string) => zip.lastIndexOf(name) - 46;
    const encrypted = Buffer.from(plain);
    encrypted.writeUInt16LE(1, centralOf(encrypted, 'word/document.xml') + 8);
    encrypted.writeUInt16LE(1, encrypted.indexOf('word/document.xml') - 30 + 6);
    expect(await docxProblem(encrypted)).toBe('an entry is encrypted');
    const bzip2 = Buffer.from(plain);
    bzip2.writeUInt16LE(12, centralOf(bzip2, 'word/document.xml') + 10);
    bzip2.writeUInt16LE(12, bzip2.indexOf('word/document.xml') - 30 + 8);
    expect(await docxProblem(bzip2)).toBe('an entry uses compression method 12');
    const zip64 = Buffer.from(plain);
    zip64.writeUInt32LE(0xffffffff, centralOf(zip64, 'word/document.xml') + 24);
    expect(await docxProblem(zip64)).toBe('ZIP64 entry');
    expect(
      await docxProblem(
        zipBytes({
          '[Content_Types].xml': DOCX_CONTENT_TYPES,
          'word/document.xml': DOCUMENT_XML,
          'WORD/document.xml': 'x',
        }),
      ),
    ).toBe('two entries are named word/document.xml');
    // An executable with a ZIP after it: the directory's offsets no longer start at the file's start.
    expect(await docxProblem(Buffer.concat([Buffer.from('MZ'), plain]))).toBeDefined();
  });

  it('accepts a DOCX as Word writes it, deflated, and one written with data descriptors', async () => {
    await expectAccepted(docxBytes(), 'cv.docx', DOCX_TYPE);
    await expectAccepted(docx({ 'word/styles.xml': '<w:styles/>' }, { deflate: true }), 'cv.docx', DOCX_TYPE);
    await expectAccepted(
      docx({ 'docProps/app.xml': '<Properties/>' }, { deflate: true, dataDescriptor: true }),
      'cv.docx',
      DOCX_TYPE,
    );
  });
});

/**
 * A version 3 compound file of `sectors` sectors whose data sectors form one chain running
 * backwards (each one's next is the one before it). Nothing else is wrong with it; read naively
 * (a copy of the chain from each sector on), 4 MB of it is tens of GB of copying.
 */
function backwardChainOle(sectors: number): Buffer {
  const fatSectors = Math.ceil(sectors / 128);
  const file = Buffer.alloc(512 * (sectors + 1));
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32); // 64-byte mini sectors
  file.writeInt32LE(fatSectors, 44);
  file.writeInt32LE(0, 48); // the directory in sector 0
  file.writeUInt32LE(4096, 56); // mini stream cutoff
  file.writeInt32LE(-2, 60); // no mini FAT
  file.writeInt32LE(-2, 68); // no DIFAT sectors
  for (let index = 0; index < 109; index++) file.writeInt32LE(index < fatSectors ? 1 + index : -1, 76 + 4 * index);
  const fat = (sector: number, next: number) =>
    file.writeInt32LE(next, 512 * (2 + Math.floor(sector / 128)) + 4 * (sector % 128));
  fat(0, -2);
  for (let sector = 1; sector <= fatSectors; sector++) fat(sector, -3);
  fat(fatSectors + 1, -2);
  for (let sector = fatSectors + 2; sector < sectors; sector++) fat(sector, sector - 1);
  const root = 512;
  file.write('Root Entry', root, 'utf16le');
  file.writeUInt16LE(22, root + 64);
  file[root + 66] = 5;
  for (let entry = 0; entry < 4; entry++)
    for (const field of [68, 72, 76]) file.writeInt32LE(-1, root + 128 * entry + field);
  file.writeInt32LE(-2, root + 116);
  return file;
}

describe('a DOC is an OLE container with a WordDocument stream', () => {
  it.each([
    ['a workbook (.xls)', () => oleBytes({ Workbook: Buffer.alloc(8192, 0x09) })],
    [
      'an installer (.msi)',
      () =>
        oleBytes({
          '\u0005SummaryInformation': Buffer.alloc(512),
          '\u4840\u3f3f\u4577\u446c\u3b6a\u45e4\u4824': Buffer.alloc(4096, 1),
        }),
    ],
    [
      'a WordDocument stream without a Word file information block',
      () => oleBytes({ WordDocument: Buffer.alloc(4096, 0x41) }),
    ],
    [
      'the OLE signature followed by zeros',
      () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1528)]),
    ],
  ])('refuses %s with 415', async (_label, build) => {
    await expectRefused(build(), 'cv.doc');
  });

  it('accepts a Word 97-2003 document and serves it as application/msword', async () => {
    expect(wordDocumentProblem(docBytes())).toBeUndefined();
    await expectAccepted(docBytes(), 'cv.doc', 'application/msword');
  });

  it('refuses a container whose sector chains run backwards, quickly, before the reader copies them', async () => {
    const ole = backwardChainOle(9_000);
    expect(ole.length).toBeGreaterThan(4 * MEBIBYTE);
    const started = performance.now();
    const growth = await memoryGrowth(() => expectRefused(ole, 'cv.doc'));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(growth).toBeLessThan(64 * MEBIBYTE);
    expect(wordDocumentProblem(ole)).toBe('the FAT chains run backwards too often');
  });

  it('refuses a truncated or damaged container without a server error', async () => {
    const doc = docBytes();
    await expectRefused(doc.subarray(0, 700), 'cv.doc');
    const directoryOutside = Buffer.from(doc);
    directoryOutside.writeInt32LE(1_000_000, 48);
    expect(wordDocumentProblem(directoryOutside)).toBe('the directory lies outside the file');
    const fatOutside = Buffer.from(doc);
    fatOutside.writeInt32LE(1_000_000, 76);
    expect(wordDocumentProblem(fatOutside)).toBe('a FAT sector lies outside the file');
    await expectRefused(fatOutside, 'cv.doc');
  });
});

describe('a PDF must parse as one', () => {
  it.each([
    [
      '%PDF- followed by HTML and %%EOF',
      Buffer.from('%PDF-1.4\n<!doctype html><html><script>alert(document.cookie)</script></html>\n%%EOF\n'),
    ],
    [
      '%PDF- followed by HTML and a startxref pointing nowhere',
      Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n'),
    ],
    [
      '%PDF- followed by HTML and a trailer without a table',
      Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ],
  ])('refuses %s with 415', async (_label, content) => {
    await expectRefused(content, 'cv.pdf');
  });

  it('accepts a valid tiny PDF', async () => {
    expect(pdfProblem(pdfBytes())).toBeUndefined();
    await expectAccepted(pdfBytes(), 'cv.pdf', 'application/pdf');
  });

  it('accepts a PDF with an incremental update, whether or not the update repeats /Root', async () => {
    expect(pdfProblem(updatedPdf())).toBeUndefined();
    expect(pdfProblem(updatedPdf('/Info 1 0 R'))).toBeUndefined();
    await expectAccepted(updatedPdf(), 'cv.pdf', 'application/pdf');
  });

  it('refuses a table without /Root along its /Prev chain, and a chain that loops', () => {
    const noRoot = pdfFile('%PDF-1.4\n', ['<< /Type /Catalog >>'], { trailer: '/Info 1 0 R' });
    expect(pdfProblem(noRoot)).toBe('no /Root in the trailer');
    // An update whose /Prev names its own table.
    const update = (previousXref: number) =>
      pdfFile(noRoot, ['<< /Type /Pages /Kids [] /Count 0 >>'], { firstNumber: 2, previousXref, trailer: '' });
    const looping = update(startxrefOf(update(0)));
    expect(pdfProblem(looping)).toBe('the /Prev chain loops');
  });

  it('accepts offsets a few bytes off, CRLF line ends, trailing junk after %%EOF; refuses an offset far off', () => {
    const pdf = pdfBytes().toString('latin1');
    const offset = startxrefOf(pdfBytes());
    const shifted = (by: number) => Buffer.from(pdf.replace(/startxref\n\d+/, `startxref\n${offset + by}`), 'latin1');
    expect(pdfProblem(shifted(3))).toBeUndefined();
    expect(pdfProblem(shifted(-2))).toBeUndefined();
    expect(pdfProblem(shifted(-80))).toBe('startxref does not point at a cross-reference section');
    const crlf = pdf.replaceAll('\n', '\r\n');
    expect(
      pdfProblem(
        Buffer.from(crlf.replace(/startxref\r\n\d+/, `startxref\r\n${crlf.indexOf('xref\r\n0 3')}`), 'latin1'),
      ),
    ).toBeUndefined();
    expect(pdfProblem(Buffer.concat([pdfBytes(), Buffer.alloc(200, 0)]))).toBeUndefined();
    expect(pdfProblem(Buffer.concat([pdfBytes(), Buffer.alloc(2000, 0x20)]))).toBe('no %%EOF at the end');
  });

  it('accepts a cross-reference stream (PDF 1.5) and a linearized layout', () => {
    // A cross-reference stream: `n 0 obj << /Type /XRef … >> stream`, as pdfTeX and Word write.
    const head =
      '%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type/Pages/Kids[]/Count 0>>\nendobj\n';
    const rows = Buffer.from([0, 0, 0, 0xff, 1, 0, 15, 0, 1, 0, 60, 0]);
    const packed = zlib.deflateSync(rows);
    const xrefStream = Buffer.concat([
      Buffer.from(
        `3 0 obj\n<</Type /XRef/Size 3/W[1 2 1]/Root 1 0 R/ID[<ab12><ab12>]/Filter/FlateDecode/Length ${packed.length}>>stream\n`,
        'latin1',
      ),
      packed,
      Buffer.from(`\nendstream\nendobj\nstartxref\n${head.length}\n%%EOF\n`, 'latin1'),
    ]);
    expect(pdfProblem(Buffer.concat([Buffer.from(head, 'latin1'), xrefStream]))).toBeUndefined();

    // Linearized: the first page's table and trailer near the start, /Prev to the main table at
    // the end, and the final startxref pointing back to the first one.
    const linearization = '%PDF-1.4\n4 0 obj\n<< /Linearized 1 /L 1000 /O 1 /E 500 /N 1 /T 900 /H [ 0 0 ] >>\nendobj\n';
    const firstTableAt = linearization.length;
    const main = (prev: number) =>
      `${linearization}xref\n4 1\n0000000009 00000 n \ntrailer\n<< /Size 5 /Root 1 0 R /Prev ${prev} >>\nstartxref\n0\n%%EOF\n` +
      '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
    const mainTableAt = main(0).length + 2; // the /Prev number grows from one digit to three
    const body = main(mainTableAt);
    const linearized = `${body}xref\n0 3\n0000000000 65535 f \n${String(body.indexOf('1 0 obj')).padStart(10, '0')} 00000 n \n${String(body.indexOf('2 0 obj')).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 3 >>\nstartxref\n${firstTableAt}\n%%EOF\n`;
    expect(linearized.indexOf('xref\n0 3')).toBe(mainTableAt);
    expect(pdfProblem(Buffer.from(linearized, 'latin1'))).toBeUndefined();
  });
});
