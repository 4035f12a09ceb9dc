/**
 * DATA_DIR holds personal data (applicants' CVs, the database with its password hashes), and the
 * app serves its pictures itself: nothing in it is for other local users. Folders are 0700 and
 * files 0600, set explicitly rather than left to whatever umask the process was started with.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;
const GROUP_AND_OTHERS = 0o077;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/** Gives a file or folder `mode` unless it has it already (one stat, no write); a missing one is left alone. */
export function setMode(target: string, mode: number): void {
  let current: number;
  try {
    current = fs.statSync(target).mode & 0o777;
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  if (current !== mode) fs.chmodSync(target, mode);
}

/** Makes a folder (with any missing parent) and leaves it 0700, however it was before. */
export function makeOwnerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  setMode(dir, OWNER_ONLY_DIR);
}

/**
 * Start-up care of an older installation, whose files were made under the umask (0644, 0755):
 * walks DATA_DIR once and takes group and others' access away from every folder and file in it,
 * so what the app wrote ends 0700 and 0600 and an owner's own bits (a script's x) stay as they
 * are. Symbolic links are neither followed nor changed. A file that cannot be changed (another
 * user's) is reported, not fatal: the operator is told which.
 */
export function tightenDataDir(dataDir: string): { tightened: number; failed: string[] } {
  const result = { tightened: 0, failed: [] as string[] };
  const tighten = (target: string, mode: number) => {
    if ((mode & GROUP_AND_OTHERS) === 0) return;
    try {
      fs.chmodSync(target, mode & 0o777 & ~GROUP_AND_OTHERS);
      result.tightened += 1;
    } catch (error) {
      if (!isMissing(error)) result.failed.push(target);
    }
  };
  let root: fs.Stats;
  try {
    root = fs.statSync(dataDir);
  } catch (error) {
    if (isMissing(error)) return result;
    throw error;
  }
  if (!root.isDirectory()) return result;
  tighten(dataDir, root.mode);
  const folders = [dataDir];
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if (!isMissing(error)) result.failed.push(dir);
      continue;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() && !entry.isFile()) continue;
      const target = path.join(dir, entry.name);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(target);
      } catch (error) {
        if (!isMissing(error)) result.failed.push(target);
        continue;
      }
      tighten(target, stat.mode);
      if (stat.isDirectory()) folders.push(target);
    }
  }
  return result;
}
