/**
 * Files on disk under DATA_DIR: public images (served under /uploads) and private CVs.
 * Every upload is first streamed to tmp/ with a size cap, then its type is decided by its
 * content, never by its name or Content-Type. A file reaches its final folder only complete and
 * fsynced; start-up sweeps tmp/ and any file no row refers to (a crash between the file and
 * its row), so nothing half-written or orphaned stays behind.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { CV_MAX_BYTES, IMAGE_MAX_BYTES, LARGE_IMAGE_WIDTH, SMALL_IMAGE_WIDTH, smallImageOf } from '../../../shared/domain/index.ts';
import { HttpError } from '../http-errors.ts';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from '../owner-only.ts';
import { imageTypeOf, inspectCv } from '../storage/inspect-upload.ts';

export interface ReceivedFile {
  tmpPath: string;
  originalName: string;
}

export interface StoredCvFile {
  file: string;
  mimeType: string;
  extension: string;
}

/** Images larger than this in pixels are refused before decoding (pixel-flood defence). */
const MAX_INPUT_PIXELS = 40_000_000;

async function fsyncFile(filePath: string): Promise<void> {
  const handle = await fsp.open(filePath, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class FileStorage {
  readonly imagesDir: string;
  readonly cvsDir: string;
  readonly tmpDir: string;

  constructor(dataDir: string) {
    this.imagesDir = path.join(dataDir, 'uploads');
    this.cvsDir = path.join(dataDir, 'private', 'cvs');
    this.tmpDir = path.join(dataDir, 'tmp');
    for (const dir of [dataDir, path.dirname(this.cvsDir), this.imagesDir, this.cvsDir, this.tmpDir]) makeOwnerOnlyDir(dir);
  }

  /**
   * Streams an upload to tmp/, refusing it with 413 as soon as it passes `maxBytes`: the rest of
   * the body is not read (the answer closes the connection instead of draining it).
   */
  async receive(file: Readable & { truncated?: boolean }, originalName: string, maxBytes: number): Promise<ReceivedFile> {
    const tmpPath = path.join(this.tmpDir, randomUUID());
    // Made before any stream runs: a refusal at the first byte cannot race the file's creation.
    const tmpFile = await fsp.open(tmpPath, 'wx', OWNER_ONLY_FILE);
    let written = 0;
    // The parser's own ceiling cuts a file off, but ends it only once the rest of its part is read.
    const onLimit = () => file.destroy(fileTooLarge(maxBytes));
    file.once('limit', onLimit);
    try {
      await pipeline(
        file,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            written += chunk.length;
            if (written > maxBytes || file.truncated) throw fileTooLarge(maxBytes);
            yield chunk;
          }
        },
        tmpFile.createWriteStream(),
      );
    } catch (error) {
      await this.discard(tmpPath);
      throw error;
    } finally {
      file.off('limit', onLimit);
    }
    if (file.truncated) {
      await this.discard(tmpPath);
      throw fileTooLarge(maxBytes);
    }
    if (written === 0) {
      await this.discard(tmpPath);
      throw new HttpError(400, 'The file is empty.', { code: 'file_empty' });
    }
    return { tmpPath, originalName };
  }

  /**
   * Re-encodes an image upload to WebP (metadata stripped, size capped) with its small twin (see
   * shared/domain/images.ts); answers the stored name. The twin lands first: a crash in between
   * leaves only a twin without its picture, which the start-up sweep removes.
   */
  async saveImage(upload: ReceivedFile): Promise<string> {
    try {
      if (!(await imageTypeOf(upload.tmpPath))) {
        throw new HttpError(415, 'The image must be a JPEG, PNG or WebP file.', { code: 'image_type' });
      }
      const file = `${randomUUID()}.webp`;
      const staging = path.join(this.tmpDir, `${file}.part`);
      const smallStaging = path.join(this.tmpDir, `${smallImageOf(file)}.part`);
      try {
        const image = sharp(upload.tmpPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
        await Promise.all([writeWebp(image.clone(), LARGE_IMAGE_WIDTH, staging), writeWebp(image.clone(), SMALL_IMAGE_WIDTH, smallStaging)]);
      } catch (error) {
        await Promise.all([this.discard(staging), this.discard(smallStaging)]);
        if (error instanceof HttpError) throw error;
        throw new HttpError(415, 'The image could not be read: it is damaged or too large in pixels.', { code: 'image_unreadable' });
      }
      await this.commit(smallStaging, path.join(this.imagesDir, smallImageOf(file)));
      await this.commit(staging, path.join(this.imagesDir, file));
      return file;
    } finally {
      await this.discard(upload.tmpPath);
    }
  }

  /** Makes the small twin of stored pictures that lack one (pictures kept before twins existed). */
  async ensureSmallImages(images: Iterable<string>): Promise<number> {
    let made = 0;
    for (const file of images) {
      const source = path.join(this.imagesDir, path.basename(file));
      const twin = path.join(this.imagesDir, smallImageOf(path.basename(file)));
      if (!fs.existsSync(source) || fs.existsSync(twin)) continue;
      const staging = path.join(this.tmpDir, `${path.basename(twin)}.part`);
      try {
        await writeWebp(sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }), SMALL_IMAGE_WIDTH, staging);
        await this.commit(staging, twin);
        made += 1;
      } catch {
        // An unreadable picture keeps working without its twin: the browser falls back to the large one.
        await this.discard(staging);
      }
    }
    return made;
  }

  /** Keeps a CV (PDF, DOC or DOCX by content) in the private folder; answers its stored name and type. */
  async saveCv(upload: ReceivedFile): Promise<StoredCvFile> {
    try {
      const inspection = await inspectCv(upload.tmpPath);
      if (!('type' in inspection)) {
        throw new HttpError(415, 'The CV must be a PDF, DOC or DOCX file.', { code: 'cv_type' });
      }
      const known = inspection.type;
      const file = `${randomUUID()}${known.extension}`;
      await this.commit(upload.tmpPath, path.join(this.cvsDir, file));
      return { file, mimeType: known.mimeType, extension: known.extension };
    } finally {
      await this.discard(upload.tmpPath);
    }
  }

  cvFilePath(file: string): string {
    return path.join(this.cvsDir, path.basename(file));
  }

  async removeImage(file: string | null | undefined): Promise<void> {
    if (!file) return;
    await this.discard(path.join(this.imagesDir, path.basename(file)));
    await this.discard(path.join(this.imagesDir, smallImageOf(path.basename(file))));
  }

  async removeCv(file: string | null | undefined): Promise<void> {
    if (file) await this.discard(path.join(this.cvsDir, path.basename(file)));
  }

  async discard(filePath: string): Promise<void> {
    await fsp.rm(filePath, { force: true });
  }

  /** Removes what a crash may have left: anything in tmp/ and files no row refers to. */
  async sweep(referenced: { images: Iterable<string>; cvs: Iterable<string> }): Promise<number> {
    let removed = 0;
    const clear = async (dir: string, keep: Set<string>) => {
      for (const entry of await fsp.readdir(dir)) {
        if (!keep.has(entry)) {
          await fsp.rm(path.join(dir, entry), { force: true, recursive: true });
          removed += 1;
        }
      }
    };
    await clear(this.tmpDir, new Set());
    await clear(this.imagesDir, new Set([...referenced.images].flatMap((image) => [image, smallImageOf(image)])));
    await clear(this.cvsDir, new Set(referenced.cvs));
    return removed;
  }

  /** Makes a complete file owner-only and durable, then moves it into place in one rename. */
  private async commit(from: string, to: string): Promise<void> {
    // sharp writes its output under the umask (0644): never let a picture or CV in like that.
    await fsp.chmod(from, OWNER_ONLY_FILE);
    await fsyncFile(from);
    await fsp.rename(from, to);
    await fsyncDirectory(path.dirname(to));
  }
}

/** Writes a picture as WebP at most `edge` pixels wide or high (never enlarged). */
async function writeWebp(image: Sharp, edge: number, to: string): Promise<void> {
  await image.resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toFile(to);
}

export const UPLOAD_LIMITS = { image: IMAGE_MAX_BYTES, cv: CV_MAX_BYTES };

/** The 413 of an upload past its cap, `maxBytes`. */
export function fileTooLarge(maxBytes: number): HttpError {
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  return new HttpError(413, `The file is too large (at most ${maxMb} MB).`, { code: 'file_too_large', params: { maxMb } });
}
