/**
 * The default driver: files under DATA_DIR, pictures in uploads/ and CVs in private/cvs/, every
 * folder 0700 and file 0600. A file is fsynced, then renamed into place (and its folder fsynced):
 * it appears complete or not at all, and survives a power cut once put() has answered.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE } from './owner-only.ts';
import { assertKey, type OpenedFile, type Storage, type StorageArea, type StoredFileInfo } from './storage.ts';

async function fsyncPath(target: string): Promise<void> {
  const handle = await fsp.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export class DiskStorage implements Storage {
  readonly kind = 'disk';
  private readonly dirs: Record<StorageArea, string>;

  constructor(dataDir: string) {
    this.dirs = { images: path.join(dataDir, 'uploads'), cvs: path.join(dataDir, 'private', 'cvs') };
    for (const dir of [dataDir, path.dirname(this.dirs.cvs), this.dirs.images, this.dirs.cvs]) makeOwnerOnlyDir(dir);
  }

  private pathOf(area: StorageArea, key: string): string {
    return path.join(this.dirs[area], assertKey(key));
  }

  /**
   * Moves the file in when it is on the same file system (DATA_DIR/tmp is), else copies it beside
   * its place first; owner-only and fsynced before the rename.
   */
  async put(area: StorageArea, key: string, fromPath: string, _contentType: string): Promise<void> {
    const target = this.pathOf(area, key);
    const staging = `${target}.part`;
    try {
      await fsp.rename(fromPath, staging);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await fsp.copyFile(fromPath, staging);
    }
    try {
      // sharp writes its output under the umask (0644): never let a picture or CV in like that.
      await fsp.chmod(staging, OWNER_ONLY_FILE);
      await fsyncPath(staging);
      await fsp.rename(staging, target);
    } catch (error) {
      await fsp.rm(staging, { force: true });
      throw error;
    }
    await fsyncPath(this.dirs[area]);
  }

  async stat(area: StorageArea, key: string): Promise<StoredFileInfo | undefined> {
    try {
      const stat = await fsp.stat(this.pathOf(area, key));
      return stat.isFile()
        ? {
            size: stat.size,
            etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
            lastModified: stat.mtime,
          }
        : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(area: StorageArea, key: string): Promise<OpenedFile | undefined> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(area, key), 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return undefined;
    }
    return {
      size: stat.size,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      lastModified: stat.mtime,
      body: handle.createReadStream(),
    };
  }

  async delete(area: StorageArea, key: string): Promise<void> {
    await fsp.rm(this.pathOf(area, key), { force: true });
  }

  async ready(): Promise<void> {
    await Promise.all(Object.values(this.dirs).map((dir) => fsp.access(dir, fsp.constants.W_OK)));
  }

  async sweepArea(area: StorageArea, keep: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const entry of await fsp.readdir(this.dirs[area])) {
      if (!keep.has(entry)) {
        await fsp.rm(path.join(this.dirs[area], entry), { force: true, recursive: true });
        removed += 1;
      }
    }
    return removed;
  }
}
