/**
 * The seam between the app and where its files live. A driver (disk-storage.ts, s3-storage.ts)
 * keeps finished files under a key in one of two areas: `images`, public pictures served under
 * /uploads, and `cvs`, private, streamed to staff only. Everything that judges a file (size cap,
 * type by content, re-encoding) happens before, on a local temp file (uploads.ts): a driver only
 * ever receives complete bytes, and makes them appear at once (a rename on disk, one PUT on S3),
 * so nothing half-written is ever visible under a key.
 *
 * Start-up tidying never lists a bucket: uploads.ts journals each key it is about to put in the
 * local tmp/ folder, and the sweep checks only those keys against the database. A driver whose
 * listing is cheap (the disk) may also offer `sweepArea`, which removes anything no row names.
 */
import type { Readable } from 'node:stream';

export type StorageArea = 'images' | 'cvs';

export const STORAGE_AREAS: readonly StorageArea[] = ['images', 'cvs'];

export interface StoredFileInfo {
  size: number;
  /** A validator of this version of the file (S3's ETag, or size and time on disk). */
  etag?: string;
  lastModified?: Date;
}

export interface OpenedFile extends StoredFileInfo {
  body: Readable;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  /**
   * Stores the complete local file `fromPath` under `key`; it appears whole or not at all. The
   * driver may move the local file away (the disk does): the caller removes whatever is left.
   */
  put(area: StorageArea, key: string, fromPath: string, contentType: string): Promise<void>;
  /** The file as a stream with its size, or undefined when there is none under `key`. */
  open(area: StorageArea, key: string): Promise<OpenedFile | undefined>;
  /** The file's size (and validator), or undefined when there is none: `exists` in one call. */
  stat(area: StorageArea, key: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file; a missing one is no error. */
  delete(area: StorageArea, key: string): Promise<void>;
  /**
   * Removes every file of `area` whose key is not in `keep`; answers how many. Only drivers that
   * can list an area cheaply offer it (the disk); on S3 the sweep relies on the journal alone.
   */
  sweepArea?(area: StorageArea, keep: ReadonlySet<string>): Promise<number>;
  /** Throws when the store cannot be reached (readiness: an S3 bucket answers, the folders are writable). */
  ready(): Promise<void>;
  /** Frees the driver's connections. */
  close?(): void;
}

/** Keys are names storage made (`<uuid>.webp`, `<uuid>.pdf`): one segment, never a path. */
export function assertKey(key: string): string {
  if (!/^[\w-]{1,100}(\.[a-z0-9]{1,10})?$/i.test(key))
    throw new Error(`Not a stored file name: ${JSON.stringify(key)}`);
  return key;
}
