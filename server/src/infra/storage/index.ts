/** The driver the configuration names, behind the upload service. */
import type { Config } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { Storage } from './storage.ts';
import { UploadStore } from './uploads.ts';

/** The S3 SDK is loaded only when STORAGE=s3: a disk installation starts without it. */
export async function createStorageDriver(config: Pick<Config, 'dataDir' | 'storage'>): Promise<Storage> {
  if (config.storage.driver !== 's3') return new DiskStorage(config.dataDir);
  const { S3Storage } = await import('./s3-storage.ts');
  return new S3Storage(config.storage.s3);
}

export async function createUploadStore(config: Pick<Config, 'dataDir' | 'storage'>): Promise<UploadStore> {
  return new UploadStore(config.dataDir, await createStorageDriver(config));
}
