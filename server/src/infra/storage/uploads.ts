/**
 * Uploads, whichever driver keeps them: every upload is first streamed to the local tmp/ folder
 * with a size cap, then judged by its content (never its name or Content-Type), pictures
 * re-encoded by sharp, and only the finished bytes go to the Storage driver (storage.ts). Routes
 * hold a ReceivedFile and the stored names this answers, never a path.
 *
 * Start-up tidying (`sweep`): tmp/ is emptied; on a driver that lists cheaply (the disk) every
 * file no row names is removed, as before; on S3 the bucket is never listed: each key is written
 * to the local journal/ folder before its PUT, and the sweep checks only the journalled keys
 * against the rows, then clears the journal (an entry of another live process on the same
 * DATA_DIR is left for later). After it, in the background, `ensureImageTwins` makes the twins
 * that pictures kept before those twins existed lack, on either driver.
 */
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import {
  CV_MAX_BYTES,
  IMAGE_MAX_BYTES,
  imageTwinsOf,
  LARGE_IMAGE_WIDTH,
  SHARING_IMAGE_WIDTH,
  sharingImageOf,
  SMALL_IMAGE_WIDTH,
  smallImageOf,
} from '../../../../shared/domain/index.ts';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from './owner-only.ts';
import { imageTypeOf, inspectCv } from './inspect-upload.ts';
import { assertKey, type OpenedFile, type Storage, type StorageArea, type StoredFileInfo } from './storage.ts';
import { UploadRefused } from './upload-refused.ts';

/** An upload received whole to the local tmp/ folder, not yet judged nor stored. */
export class ReceivedFile {
  constructor(
    readonly originalName: string,
    /** The local temporary copy: for this module only. */
    readonly tmpPath: string,
  ) {}
}

export interface StoredCvFile {
  file: string;
  mimeType: string;
  extension: string;
}

/** Images larger than this in pixels are refused before decoding (pixel-flood defence). */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_CONTENT_TYPE = 'image/webp';
export const SHARING_IMAGE_CONTENT_TYPE = 'image/jpeg';

/** A picture's JPEG twin for link previews, with its size in pixels (og:image:width and height). */
export interface SharingImage {
  file: string;
  width: number;
  height: number;
}

/** How many sharing twins' sizes are kept in memory: a twin never changes under its name. */
const SHARING_SIZES_KEPT = 1000;

export class UploadStore {
  readonly tmpDir: string;
  private readonly journalDir: string;
  private readonly sharingSizes = new Map<string, SharingImage>();
  private closed = false;

  constructor(
    dataDir: string,
    readonly driver: Storage,
  ) {
    this.tmpDir = path.join(dataDir, 'tmp');
    this.journalDir = path.join(dataDir, 'journal');
    for (const dir of [dataDir, this.tmpDir]) makeOwnerOnlyDir(dir);
    if (!driver.sweepArea) makeOwnerOnlyDir(this.journalDir);
  }

  /**
   * Streams an upload to tmp/, refusing it with 413 as soon as it passes `maxBytes`: the rest of
   * the body is not read (the answer closes the connection instead of draining it).
   */
  async receive(
    file: Readable & { truncated?: boolean },
    originalName: string,
    maxBytes: number,
  ): Promise<ReceivedFile> {
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
      await removeLocal(tmpPath);
      throw error;
    } finally {
      file.off('limit', onLimit);
    }
    if (file.truncated) {
      await removeLocal(tmpPath);
      throw fileTooLarge(maxBytes);
    }
    if (written === 0) {
      await removeLocal(tmpPath);
      throw new UploadRefused('file_empty', 'The file is empty.');
    }
    return new ReceivedFile(originalName, tmpPath);
  }

  /** An upload made by the server itself (the seed's artwork), received like a visitor's. */
  async receiveBytes(bytes: Uint8Array, originalName: string): Promise<ReceivedFile> {
    const tmpPath = path.join(this.tmpDir, randomUUID());
    await fsp.writeFile(tmpPath, bytes, { flag: 'wx', mode: OWNER_ONLY_FILE });
    return new ReceivedFile(originalName, tmpPath);
  }

  /** Drops a received upload that will not be stored. */
  async discard(upload: ReceivedFile | undefined): Promise<void> {
    if (upload) await removeLocal(upload.tmpPath);
  }

  /**
   * Re-encodes an image upload to WebP (metadata stripped, size capped) with its twins, the small
   * WebP and the JPEG for link previews (see shared/domain/images.ts); answers the stored name.
   * The twins are stored first: a crash in between leaves only twins without their picture, which
   * the start-up sweep removes.
   */
  async saveImage(upload: ReceivedFile): Promise<string> {
    try {
      if (!(await imageTypeOf(upload.tmpPath))) {
        throw new UploadRefused('image_type', 'The image must be a JPEG, PNG or WebP file.');
      }
      const file = `${randomUUID()}.webp`;
      const staging = path.join(this.tmpDir, `${file}.part`);
      const twinStagings = IMAGE_TWINS.map((twin) => path.join(this.tmpDir, `${twin.nameOf(file)}.part`));
      try {
        try {
          const image = sharp(upload.tmpPath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
          await Promise.all([
            writeWebp(image.clone(), LARGE_IMAGE_WIDTH, staging),
            ...IMAGE_TWINS.map((twin, index) => twin.write(image.clone(), twinStagings[index]!)),
          ]);
        } catch (error) {
          throw unreadable(error, 'The image');
        }
        await this.journal('images', file);
        for (const [index, twin] of IMAGE_TWINS.entries())
          await this.driver.put('images', twin.nameOf(file), twinStagings[index]!, twin.contentType);
        await this.driver.put('images', file, staging, IMAGE_CONTENT_TYPE);
      } finally {
        await Promise.all([staging, ...twinStagings].map(removeLocal));
      }
      return file;
    } finally {
      await this.discard(upload);
    }
  }

  /**
   * Keeps the centre's logo as a PNG at most LOGO_EDGE pixels on its longer side (mail clients
   * show PNG, WebP not everywhere), with its square icon twin (favicon). A JPEG, PNG or WebP is
   * re-encoded; an SVG is rasterised here and never served as SVG, so no script it holds can run on
   * the site, and it is read from memory, without a base address, so librsvg follows no reference to
   * a file or the network. Answers the stored name.
   */
  async saveLogo(upload: ReceivedFile): Promise<string> {
    try {
      const source = (await imageTypeOf(upload.tmpPath))
        ? await fsp.readFile(upload.tmpPath)
        : await svgOf(upload.tmpPath);
      if (!source) throw new UploadRefused('image_type', 'The logo must be an SVG, PNG, WebP or JPEG file.');
      const file = `${randomUUID()}.png`;
      const staging = path.join(this.tmpDir, `${file}.part`);
      const iconStaging = path.join(this.tmpDir, `${logoIconOf(file)}.part`);
      try {
        try {
          const image = sharp(source, {
            limitInputPixels: MAX_INPUT_PIXELS,
            failOn: 'error',
            density: await svgDensity(source),
          }).rotate();
          const logo = await image
            .resize({ width: LOGO_EDGE, height: LOGO_EDGE, fit: 'inside', withoutEnlargement: true })
            .png({ compressionLevel: 9 })
            .toBuffer();
          await fsp.writeFile(staging, logo, { mode: OWNER_ONLY_FILE });
          await sharp(logo)
            .resize({
              width: LOGO_ICON_EDGE,
              height: LOGO_ICON_EDGE,
              fit: 'contain',
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .png({ compressionLevel: 9 })
            .toFile(iconStaging);
        } catch (error) {
          throw unreadable(error, 'The logo');
        }
        await this.journal('images', file);
        await this.driver.put('images', logoIconOf(file), iconStaging, 'image/png');
        await this.driver.put('images', file, staging, 'image/png');
      } finally {
        await Promise.all([removeLocal(staging), removeLocal(iconStaging)]);
      }
      return file;
    } finally {
      await this.discard(upload);
    }
  }

  async removeLogo(file: string | null | undefined): Promise<void> {
    if (!file) return;
    await this.driver.delete('images', assertKey(file));
    await this.driver.delete('images', logoIconOf(file));
  }

  /**
   * Makes the twins that stored pictures lack (pictures kept before that twin existed), from the
   * stored picture, one picture at a time; answers how many it made. A twin present is left alone,
   * so it may run again at every start: a stat per twin, on S3 a HEAD request. Stops once the store
   * is closed (the server stopping).
   */
  async ensureImageTwins(images: Iterable<string>): Promise<number> {
    let made = 0;
    for (const file of images) {
      if (this.closed) break;
      const local = path.join(this.tmpDir, `${randomUUID()}.source`);
      const stagings: string[] = [];
      try {
        const missing = [];
        for (const twin of twinsOf(file))
          if (!(await this.driver.stat('images', twin.nameOf(file)))) missing.push(twin);
        if (missing.length === 0) continue;
        const source = await this.driver.open('images', file);
        if (!source) continue;
        await pipeline(source.body, (await fsp.open(local, 'wx', OWNER_ONLY_FILE)).createWriteStream());
        for (const twin of missing) {
          const staging = path.join(this.tmpDir, `${twin.nameOf(file)}.part`);
          stagings.push(staging);
          await twin.write(sharp(local, { limitInputPixels: MAX_INPUT_PIXELS }), staging);
          // Journalled like an upload: were its picture replaced meanwhile, the next start removes it from S3 too.
          await this.journal('images', twin.nameOf(file));
          await this.driver.put('images', twin.nameOf(file), staging, twin.contentType);
          made += 1;
        }
      } catch {
        // An unreadable picture keeps working without its twins: the browser falls back to the large
        // one, and a shared link to the WebP.
      } finally {
        await Promise.all([local, ...stagings].map(removeLocal));
      }
    }
    return made;
  }

  /**
   * A stored picture's JPEG twin for link previews, with its size, or undefined while it has none
   * (the start-up has not made it yet, or the picture could not be read). Its size is read from
   * the twin itself once, then kept: a stored name never changes its bytes.
   */
  async sharingImage(file: string): Promise<SharingImage | undefined> {
    const twin = sharingImageOf(assertKey(file));
    if (twin === file) return undefined;
    const known = this.sharingSizes.get(twin);
    if (known) return known;
    const opened = await this.driver.open('images', twin);
    if (!opened) return undefined;
    const { width, height } = await sharp(await buffer(opened.body)).metadata();
    if (!width || !height) return undefined;
    const found = { file: twin, width, height };
    if (this.sharingSizes.size >= SHARING_SIZES_KEPT) this.sharingSizes.delete(this.sharingSizes.keys().next().value!);
    this.sharingSizes.set(twin, found);
    return found;
  }

  /** Keeps a CV (PDF, DOC or DOCX by content) in the private area; answers its stored name and type. */
  async saveCv(upload: ReceivedFile): Promise<StoredCvFile> {
    try {
      const inspection = await inspectCv(upload.tmpPath);
      if (!('type' in inspection)) {
        throw new UploadRefused('cv_type', 'The CV must be a PDF, DOC or DOCX file.');
      }
      const known = inspection.type;
      const file = `${randomUUID()}${known.extension}`;
      await this.journal('cvs', file);
      await this.driver.put('cvs', file, upload.tmpPath, known.mimeType);
      return { file, mimeType: known.mimeType, extension: known.extension };
    } finally {
      await this.discard(upload);
    }
  }

  /** A public picture (or its twin) as a stream, or undefined when there is none. */
  openImage(file: string): Promise<OpenedFile | undefined> {
    return this.driver.open('images', assertKey(file));
  }

  /** A public picture's size, without its bytes (HEAD). */
  statImage(file: string): Promise<StoredFileInfo | undefined> {
    return this.driver.stat('images', assertKey(file));
  }

  /** A private CV as a stream, for the staff route only. */
  openCv(file: string): Promise<OpenedFile | undefined> {
    return this.driver.open('cvs', assertKey(file));
  }

  async removeImage(file: string | null | undefined): Promise<void> {
    if (!file) return;
    await this.driver.delete('images', assertKey(file));
    for (const twin of imageTwinsOf(file)) await this.driver.delete('images', twin);
  }

  async removeCv(file: string | null | undefined): Promise<void> {
    if (file) await this.driver.delete('cvs', assertKey(file));
  }

  /**
   * Removes what a crash may have left: anything in tmp/, and stored files no row refers to
   * (a crash between a file and its row). See the head of this file for how, per driver.
   */
  async sweep(referenced: { images: Iterable<string>; cvs: Iterable<string> }): Promise<number> {
    let removed = 0;
    for (const entry of await fsp.readdir(this.tmpDir)) {
      await fsp.rm(path.join(this.tmpDir, entry), { force: true, recursive: true });
      removed += 1;
    }
    const keep = {
      images: new Set([...referenced.images].flatMap((image) => [image, ...imageTwinsOf(image)])),
      cvs: new Set(referenced.cvs),
    };
    if (this.driver.sweepArea) {
      removed += await this.driver.sweepArea('images', keep.images);
      removed += await this.driver.sweepArea('cvs', keep.cvs);
      return removed;
    }
    for (const entry of await fsp.readdir(this.journalDir)) {
      const [area, key, pid] = entry.split('~') as [StorageArea, string | undefined, string | undefined];
      // Another live process on this DATA_DIR may be storing this key right now: its entry waits.
      if (pid && Number(pid) !== process.pid && isAlive(Number(pid))) continue;
      if (key && (area === 'images' || area === 'cvs') && !keep[area].has(key)) {
        if (area === 'images') await this.removeImage(key);
        else await this.removeCv(key);
        removed += 1;
      }
      await fsp.rm(path.join(this.journalDir, entry), { force: true });
    }
    return removed;
  }

  /** Throws unless the local tmp/ folder is writable and the driver answers (GET /api/health/ready). */
  async ready(): Promise<void> {
    await fsp.access(this.tmpDir, fsp.constants.W_OK);
    await this.driver.ready();
  }

  close(): void {
    this.closed = true;
    this.driver.close?.();
  }

  /** Notes a key about to be stored, durably, so a crash before its row is written can be tidied (drivers without listing). */
  private async journal(area: StorageArea, key: string): Promise<void> {
    if (this.driver.sweepArea) return;
    const entry = path.join(this.journalDir, `${area}~${key}~${process.pid}`);
    const handle = await fsp.open(entry, 'w', OWNER_ONLY_FILE);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

/** The longer side of a stored logo, in pixels: sharp in a header at three times its size. */
const LOGO_EDGE = 512;
/** The side of the logo's square icon. */
const LOGO_ICON_EDGE = 192;

/** The square icon stored beside a logo: `<name>.png` → `<name>-icon.png`. */
export const logoIconOf = (logo: string): string => logo.replace(/\.png$/, '-icon.png');

/**
 * The file's bytes when it is an SVG document (text whose first element is <svg>), else undefined.
 * One declaring entities is refused: nothing a logo needs, and the way to an entity expansion bomb.
 */
async function svgOf(filePath: string): Promise<Buffer | undefined> {
  const bytes = await fsp.readFile(filePath);
  // The prologue is read from the first few kilobytes: comments before <svg> are short.
  const text = bytes.subarray(0, 8192).toString('utf8');
  if (/<!ENTITY/i.test(bytes.toString('latin1'))) return undefined;
  const prologue =
    /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  if (!prologue.test(text)) return undefined;
  const format = await sharp(bytes)
    .metadata()
    .then(
      (metadata) => metadata.format,
      () => undefined,
    );
  return format === 'svg' ? bytes : undefined;
}

/** An SVG is drawn at the density that makes its longer side LOGO_EDGE pixels (72 dpi is its own size). */
async function svgDensity(source: Buffer): Promise<number | undefined> {
  const { format, width, height } = await sharp(source).metadata();
  if (format !== 'svg' || !width || !height) return undefined;
  return Math.min(Math.max((72 * LOGO_EDGE) / Math.max(width, height), 1), 2400);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function removeLocal(filePath: string): Promise<void> {
  await fsp.rm(filePath, { force: true });
}

/** Writes a picture as WebP at most `edge` pixels wide or high (never enlarged). */
async function writeWebp(image: Sharp, edge: number, to: string): Promise<void> {
  await image
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(to);
}

/**
 * Writes a picture as the JPEG of link previews: at most SHARING_IMAGE_WIDTH pixels wide or high
 * (never enlarged), what was transparent on white (JPEG has no transparency).
 */
async function writeSharingJpeg(image: Sharp, to: string): Promise<void> {
  await image
    .resize({ width: SHARING_IMAGE_WIDTH, height: SHARING_IMAGE_WIDTH, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toFile(to);
}

/** The twins stored beside each picture (their names: shared/domain/images.ts), how each is made and its type. */
const IMAGE_TWINS: readonly {
  nameOf: (file: string) => string;
  contentType: string;
  write: (image: Sharp, to: string) => Promise<void>;
}[] = [
  {
    nameOf: smallImageOf,
    contentType: IMAGE_CONTENT_TYPE,
    write: (image, to) => writeWebp(image, SMALL_IMAGE_WIDTH, to),
  },
  { nameOf: sharingImageOf, contentType: SHARING_IMAGE_CONTENT_TYPE, write: writeSharingJpeg },
];

/** The twins a stored picture has (a name that is not a WebP picture's has none). */
const twinsOf = (file: string) => IMAGE_TWINS.filter((twin) => twin.nameOf(file) !== file);

/** A stored picture and its twins, each with its content type: what a copy to another driver puts. */
export const storedImageFiles = (file: string): [name: string, contentType: string][] => [
  [file, IMAGE_CONTENT_TYPE],
  ...twinsOf(file).map((twin): [string, string] => [twin.nameOf(file), twin.contentType]),
];

export const UPLOAD_LIMITS = { image: IMAGE_MAX_BYTES, cv: CV_MAX_BYTES };

/** The refusal of an upload past its cap, `maxBytes`. */
export function fileTooLarge(maxBytes: number): UploadRefused {
  const maxMb = Math.round(maxBytes / 1024 / 1024);
  return new UploadRefused('file_too_large', `The file is too large (at most ${maxMb} MB).`, { maxMb });
}

/** A picture sharp could not read, as the refusal the sender reads; a refusal made already goes through. */
function unreadable(error: unknown, what: 'The image' | 'The logo'): UploadRefused {
  if (error instanceof UploadRefused) return error;
  return new UploadRefused('image_unreadable', `${what} could not be read: it is damaged or too large in pixels.`);
}
