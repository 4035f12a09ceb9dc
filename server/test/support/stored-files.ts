/**
 * What the storage driver really holds, read around the app: the files under DATA_DIR on disk, or
 * the objects of the test bucket on S3 (read with the SDK straight from the S3 server). Tests
 * compare these with what the API says, on either driver.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../../src/config.ts';
import { s3ClientOf, s3KeyOf } from '../../src/infra/storage/s3-storage.ts';
import type { StorageArea } from '../../src/infra/storage/storage.ts';
import { listKeys, readObject, writeObject } from './s3.ts';

export interface StoredFiles {
  /** The stored names of an area, sorted. */
  list(area: StorageArea): Promise<string[]>;
  /** A stored file's bytes, or undefined when there is none. */
  read(area: StorageArea, name: string): Promise<Buffer | undefined>;
  exists(area: StorageArea, name: string): Promise<boolean>;
  /** Puts a file in place behind the app's back (what a crash may leave). */
  write(area: StorageArea, name: string, bytes: Buffer): Promise<void>;
  remove(area: StorageArea, name: string): Promise<void>;
  close(): void;
}

/** The stored name in a picture's public address (`/uploads/<name>`). */
export const storedNameOf = (imageUrl: string): string => imageUrl.slice(imageUrl.lastIndexOf('/') + 1);

export function storedFilesOf(config: Pick<Config, 'dataDir' | 'storage'>): StoredFiles {
  const { storage } = config;
  if (storage.driver === 's3') {
    const client = s3ClientOf(storage.s3);
    const { bucket } = storage.s3;
    return {
      list: async (area) =>
        (await listKeys(client, bucket, s3KeyOf(area, 'x').slice(0, -1)))
          .map((key) => key.slice(key.lastIndexOf('/') + 1))
          .sort(),
      read: (area, name) => readObject(client, bucket, s3KeyOf(area, name)),
      exists: async (area, name) => (await readObject(client, bucket, s3KeyOf(area, name))) !== undefined,
      write: (area, name, bytes) => writeObject(client, bucket, s3KeyOf(area, name), bytes),
      remove: async (area, name) => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: s3KeyOf(area, name) }));
      },
      close: () => client.destroy(),
    };
  }
  const dirOf = (area: StorageArea) =>
    area === 'images' ? path.join(config.dataDir, 'uploads') : path.join(config.dataDir, 'private', 'cvs');
  const fileOf = (area: StorageArea, name: string) => path.join(dirOf(area), path.basename(name));
  return {
    list: async (area) => (fs.existsSync(dirOf(area)) ? fs.readdirSync(dirOf(area)).sort() : []),
    read: async (area, name) => (fs.existsSync(fileOf(area, name)) ? fs.readFileSync(fileOf(area, name)) : undefined),
    exists: async (area, name) => fs.existsSync(fileOf(area, name)),
    write: async (area, name, bytes) => fs.writeFileSync(fileOf(area, name), bytes),
    remove: async (area, name) => fs.rmSync(fileOf(area, name), { force: true }),
    close: () => {},
  };
}
