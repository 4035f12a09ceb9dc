/**
 * The driver for any S3-compatible store (AWS, Cloudflare R2, Scaleway, MinIO): pictures under
 * `uploads/<name>`, CVs under `private/cvs/<name>` in one bucket. Objects are never given a public
 * ACL: a bucket that serves pictures to visitors (PUBLIC_UPLOADS_URL) opens `uploads/` alone by
 * its own policy, and CVs reach staff only through the app. One PUT is atomic: an object appears
 * whole or not at all. Nothing here lists the bucket.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type OpenedFile, type Storage, type StorageArea, type StoredFileInfo } from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const PREFIXES: Record<StorageArea, string> = { images: 'uploads/', cvs: 'private/cvs/' };

export const s3KeyOf = (area: StorageArea, key: string): string => `${PREFIXES[area]}${assertKey(key)}`;

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** What S3 says of an object, in its head or with its body. */
const infoOf = (object: { ContentLength?: number; ETag?: string; LastModified?: Date }): StoredFileInfo => ({
  size: object.ContentLength ?? 0,
  ...(object.ETag ? { etag: object.ETag } : {}),
  ...(object.LastModified ? { lastModified: object.LastModified } : {}),
});

export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several compatible stores refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3Settings) {
    this.client = s3ClientOf(settings);
    this.bucket = settings.bucket;
  }

  async put(area: StorageArea, key: string, fromPath: string, contentType: string): Promise<void> {
    const { size } = await fsp.stat(fromPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: s3KeyOf(area, key),
        Body: fs.createReadStream(fromPath),
        ContentLength: size,
        ContentType: contentType,
        // Names are never reused: a picture's bytes never change under its name.
        ...(area === 'images' ? { CacheControl: 'public, max-age=31536000, immutable' } : { CacheControl: 'no-store' }),
      }),
    );
  }

  async stat(area: StorageArea, key: string): Promise<StoredFileInfo | undefined> {
    try {
      return infoOf(await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: s3KeyOf(area, key) })));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async open(area: StorageArea, key: string): Promise<OpenedFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: s3KeyOf(area, key) }));
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error('The S3 client answered a body that is not a Node stream.');
      return { body, ...infoOf(object) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: s3KeyOf(area, key) }));
  }

  async ready(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
