/** The driver the configuration names, behind the upload service. */
import type { Config } from '../config.ts';
import { DiskStorage } from './disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';
import { UploadStore } from './uploads.ts';

export function createStorageDriver(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage.s3) : new DiskStorage(config.dataDir);
}

export function createUploadStore(config: Pick<Config, 'dataDir' | 'storage'>): UploadStore {
  return new UploadStore(config.dataDir, createStorageDriver(config));
}
