/**
 * Copies stored files from one driver to another (npm run storage:copy): every file the database
 * names, pictures with their twins (the small WebP, the JPEG for link previews) and CVs. A file
 * already at the target with the same size is skipped, so an interrupted copy is resumed by
 * running it again. Each file passes through a local temporary file and reaches the target in one
 * put: whole or not at all.
 */
import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { OWNER_ONLY_FILE } from './owner-only.ts';
import { CV_TYPES } from './inspect-upload.ts';
import type { Storage, StorageArea } from './storage.ts';
import { logoIconOf, storedImageFiles } from './uploads.ts';

export interface CopyCounts {
  copied: number;
  /** Already at the target with the same size. */
  skipped: number;
  /** Named by a row but absent from the source (a twin never made, a file lost). */
  missing: number;
}

const cvTypeOf = (file: string): string =>
  Object.values(CV_TYPES).find((type) => file.toLowerCase().endsWith(type.extension))?.mimeType ??
  'application/octet-stream';

export async function copyStoredFiles(options: {
  from: Storage;
  to: Storage;
  /** Pictures (with their twins), CVs, and the centre's logo (PNG, with its icon). */
  files: { images: Iterable<string>; cvs: Iterable<string>; logos?: Iterable<string> };
  tmpDir: string;
  onFile?: (area: StorageArea, file: string, outcome: keyof CopyCounts) => void;
}): Promise<CopyCounts> {
  const { from, to, tmpDir } = options;
  const counts: CopyCounts = { copied: 0, skipped: 0, missing: 0 };
  const work: [StorageArea, string, string][] = [
    ...[...new Set(options.files.images)].flatMap((image) =>
      storedImageFiles(image).map(([file, contentType]): [StorageArea, string, string] => [
        'images',
        file,
        contentType,
      ]),
    ),
    ...[...new Set(options.files.logos ?? [])].flatMap((logo) =>
      [logo, logoIconOf(logo)].map((file): [StorageArea, string, string] => ['images', file, 'image/png']),
    ),
    ...[...new Set(options.files.cvs)].map((cv): [StorageArea, string, string] => ['cvs', cv, cvTypeOf(cv)]),
  ];
  const seen = new Set<string>();
  for (const [area, file, contentType] of work) {
    if (seen.has(`${area}/${file}`)) continue;
    seen.add(`${area}/${file}`);
    const outcome = await copyOne(from, to, area, file, contentType, tmpDir);
    counts[outcome] += 1;
    options.onFile?.(area, file, outcome);
  }
  return counts;
}

async function copyOne(
  from: Storage,
  to: Storage,
  area: StorageArea,
  file: string,
  contentType: string,
  tmpDir: string,
): Promise<keyof CopyCounts> {
  const source = await from.stat(area, file);
  if (!source) return 'missing';
  const there = await to.stat(area, file);
  if (there && there.size === source.size) return 'skipped';
  const opened = await from.open(area, file);
  if (!opened) return 'missing';
  const local = path.join(tmpDir, `copy-${randomUUID()}`);
  try {
    await pipeline(opened.body, (await fsp.open(local, 'wx', OWNER_ONLY_FILE)).createWriteStream());
    const { size } = await fsp.stat(local);
    if (size !== opened.size) throw new Error(`${area}/${file}: read ${size} bytes of ${opened.size}`);
    await to.put(area, file, local, contentType);
  } finally {
    await fsp.rm(local, { force: true });
  }
  return 'copied';
}
