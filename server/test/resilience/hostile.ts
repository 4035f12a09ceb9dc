/**
 * What the resilience suites send and check: hand-made multipart bodies (any bytes, any framing),
 * hostile files built byte for byte, and the checks every answer and every upload folder must pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StoredFiles } from '../support/stored-files.ts';

export interface RawPart {
  name: string;
  /** Absent: a text field. */
  filename?: string;
  /** Sends the name as RFC 5987 `filename*=UTF-8''…`, which can carry any character. */
  filenameStar?: boolean;
  contentType?: string;
  content: Buffer;
}

/**
 * A multipart/form-data body written by hand: unlike FormData, nothing is escaped, so names may
 * carry quotes, CR/LF, NUL or path separators exactly as a hostile client would send them.
 */
export function rawMultipart(parts: RawPart[], boundary: string, { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.filename !== undefined) {
      disposition += part.filenameStar
        ? `; filename*=UTF-8''${encodeURIComponent(part.filename)}`
        : `; filename="${part.filename}"`;
    }
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

export const DOCX_CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A valid PNG header declaring width × height pixels over a body of a few bytes: a pixel flood. */
export function pixelFloodPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file and folder under `dir`, as relative paths: a listing to compare before and after. */
export function tree(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((entry) => entry.split(path.sep).join('/')).sort();
}

/** The three folders an upload may touch. */
export function uploadFolders(dataDir: string, stored: StoredFiles) {
  const folders = { tmp: path.join(dataDir, 'tmp') };
  return {
    ...folders,
    /** The stored pictures and CVs (on the driver the suite runs on) and the local tmp/ folder. */
    snapshot: async () => ({
      uploads: await stored.list('images'),
      cvs: await stored.list('cvs'),
      tmp: tree(folders.tmp),
    }),
  };
}

/**
 * The site's not-found page: the app with a 404, for a GET outside the API that names no page of
 * the site (`/api/health/../../all` is `/all` once the client has resolved it).
 */
export function isSiteNotFoundPage(status: number, contentType: string, url: string): boolean {
  return (
    status === 404 &&
    /^text\/html/.test(contentType) &&
    !/^\/*api(\/|\?|$)/i.test(url.replace(/^https?:\/\/[^/]*/i, ''))
  );
}

/**
 * The rule every answer keeps, whatever was sent: never a server error, and an error is JSON with
 * a message a person can read (or, outside the API, the site's not-found page).
 */
export function expectSafeAnswer(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, label).toBeLessThan(500);
  if (response.statusCode < 400) return;
  if (isSiteNotFoundPage(response.statusCode, String(response.headers['content-type']), String(response.raw.req.url)))
    return;
  expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`${label}: the error body is not JSON: ${response.body.slice(0, 200)}`);
  }
  const message = (body as { message?: unknown } | null)?.message;
  expect(
    typeof message === 'string' && message.trim() !== '',
    `${label}: no message in ${response.body.slice(0, 200)}`,
  ).toBe(true);
}
