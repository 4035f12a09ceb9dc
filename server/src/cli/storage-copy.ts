/**
 * npm run storage:copy -- --to s3 (or --to disk): copies every stored file the database names
 * (pictures and their twins, the centre's logo and its icon, CVs) from the other driver to this one: DATA_DIR for the disk,
 * the S3_* settings for the bucket (whatever STORAGE says). Files already there with the same size
 * are skipped: run it again to resume. Nothing is deleted at the source; switch STORAGE once done.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../infra/db/database.ts';
import { makeOwnerOnlyDir } from '../infra/storage/owner-only.ts';
import { createRepositories } from '../features/repositories.ts';
import { copyStoredFiles } from '../infra/storage/copy-files.ts';
import { DiskStorage } from '../infra/storage/disk-storage.ts';
import { S3Storage } from '../infra/storage/s3-storage.ts';

const USAGE = 'Usage: npm run storage:copy -- --to s3   (or --to disk)';

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
  if (values.to !== 's3' && values.to !== 'disk') throw new ConfigError(USAGE);
  const config = readConfig();
  // The bucket's settings are needed in both directions, whatever STORAGE names today.
  const s3Config = readConfig({ ...process.env, STORAGE: 's3' }).storage;
  if (s3Config.driver !== 's3') throw new ConfigError(USAGE);
  const disk = new DiskStorage(config.dataDir);
  const s3 = new S3Storage(s3Config.s3);
  const [from, to] = values.to === 's3' ? [disk, s3] : [s3, disk];
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const repos = createRepositories(db.kysely);
    const files = {
      images: [...(await repos.courses.imageFiles()), ...(await repos.instructors.imageFiles())],
      cvs: await repos.candidatures.cvFiles(),
      logos: [(await repos.settings.findCentre())?.logoFile].filter((logo): logo is string => logo !== undefined),
    };
    const tmpDir = path.join(config.dataDir, 'tmp');
    makeOwnerOnlyDir(tmpDir);
    console.log(
      `Copying ${files.images.length} picture(s) with their small and sharing versions, ${files.logos.length} logo(s) and ${files.cvs.length} CV(s) from ${from.kind} to ${to.kind}…`,
    );
    const counts = await copyStoredFiles({ from, to, files, tmpDir });
    console.log(`Copied ${counts.copied}, already there ${counts.skipped}, missing at the source ${counts.missing}.`);
  } finally {
    s3.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Copying failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
