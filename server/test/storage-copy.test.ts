/**
 * npm run storage:copy: every file the database names moves from the disk to an S3 bucket (a
 * real S3-protocol server the test starts) and back, byte for byte; a second run copies nothing,
 * and a run after an interruption copies only what is missing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTwinsOf } from '../../shared/domain/index.ts';
import { copyStoredFiles } from '../src/infra/storage/copy-files.ts';
import { DiskStorage } from '../src/infra/storage/disk-storage.ts';
import { S3Storage, type S3Settings } from '../src/infra/storage/s3-storage.ts';
import { logoIconOf } from '../src/infra/storage/uploads.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { sendMultipart, usePostgres, useS3, useTestContext } from './support/context.ts';
import { pdfBytes, pngBytes, pngPart } from './support/fixtures.ts';
import { createTestBucket, startS3Server } from './support/s3.ts';
import { storedFilesOf, storedNameOf } from './support/stored-files.ts';

const ctx = useTestContext();
let s3Server: Awaited<ReturnType<typeof startS3Server>>;
let bucket: S3Settings;
const files = { images: [] as string[], cvs: [] as string[], logos: [] as string[] };

beforeAll(async () => {
  s3Server = await startS3Server();
  bucket = await createTestBucket(s3Server.endpoint);
  const instructor = await createInstructor(ctx, 'Copy Photo', await pngPart('avatar', 'a.png', 300, 200));
  const course = await createCourse(ctx, instructor._id, {}, await pngPart('image', 'c.png', 1000, 500));
  expect(
    (
      await sendMultipart(
        ctx,
        'POST',
        '/api/candidatures',
        { name: 'Nour Ayari', email: 'nour@example.tn', phone: '+216 98 765 432', message: 'Bonjour' },
        [{ name: 'cv', filename: 'cv.pdf', content: pdfBytes(3000), contentType: 'application/pdf' }],
      )
    ).statusCode,
  ).toBe(201);
  files.images.push(storedNameOf(instructor.imageUrl!), storedNameOf(course.imageUrl!));
  files.cvs.push(...(await ctx.app.repos.candidatures.cvFiles()));
  expect(
    (
      await sendMultipart(
        ctx,
        'PUT',
        '/api/settings/logo',
        {},
        [{ name: 'logo', filename: 'logo.png', content: await pngBytes(256, 256), contentType: 'image/png' }],
        ctx.auth,
      )
    ).statusCode,
  ).toBe(200);
  files.logos.push((await ctx.app.centreSettings.logoFile())!);
});
afterAll(() => s3Server.stop());

const every = () => [
  ...files.images.flatMap((image) => [image, ...imageTwinsOf(image)].map((file) => ['images', file] as const)),
  ...files.logos.flatMap((logo) => [logo, logoIconOf(logo)].map((file) => ['images', file] as const)),
  ...files.cvs.map((cv) => ['cvs', cv] as const),
];

describe.skipIf(useS3)('copying stored files between drivers', () => {
  it('copies every named file from the disk to S3 byte for byte, then skips them all on a second run', async () => {
    const disk = new DiskStorage(ctx.dataDir);
    const s3 = new S3Storage(bucket);
    const inBucket = storedFilesOf({ dataDir: ctx.dataDir, storage: { driver: 's3', s3: bucket } });
    try {
      const tmpDir = path.join(ctx.dataDir, 'tmp');
      // Two pictures with their two twins each, the logo with its icon, and a CV.
      expect(await copyStoredFiles({ from: disk, to: s3, files, tmpDir })).toEqual({
        copied: 9,
        skipped: 0,
        missing: 0,
      });
      for (const [area, name] of every())
        expect((await inBucket.read(area, name))?.equals((await ctx.stored.read(area, name))!), name).toBe(true);
      expect((await s3.stat('cvs', files.cvs[0]!))?.size).toBe(3000);
      expect(await copyStoredFiles({ from: disk, to: s3, files, tmpDir })).toEqual({
        copied: 0,
        skipped: 9,
        missing: 0,
      });

      // An interrupted run (one object never arrived, one half-way in another tool's copy) resumes.
      await inBucket.remove('images', files.images[0]!);
      await inBucket.write('cvs', files.cvs[0]!, Buffer.from('%PDF-cut short'));
      expect(await copyStoredFiles({ from: disk, to: s3, files, tmpDir })).toEqual({
        copied: 2,
        skipped: 7,
        missing: 0,
      });
      expect((await inBucket.read('cvs', files.cvs[0]!))?.equals((await ctx.stored.read('cvs', files.cvs[0]!))!)).toBe(
        true,
      );

      // And back, into an empty DATA_DIR.
      const back = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-copy-back-'));
      try {
        expect(await copyStoredFiles({ from: s3, to: new DiskStorage(back), files, tmpDir })).toEqual({
          copied: 9,
          skipped: 0,
          missing: 0,
        });
        const restored = storedFilesOf({ dataDir: back, storage: { driver: 'disk' } });
        for (const [area, name] of every())
          expect((await restored.read(area, name))?.equals((await ctx.stored.read(area, name))!), name).toBe(true);
        expect(fs.statSync(path.join(back, 'private', 'cvs', files.cvs[0]!)).mode & 0o777).toBe(0o600);
      } finally {
        fs.rmSync(back, { recursive: true, force: true });
      }
    } finally {
      s3.close();
      inBucket.close();
    }
  });

  it.skipIf(usePostgres)('runs as npm run storage:copy against the configured database and bucket', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const fresh = await createTestBucket(s3Server.endpoint);
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: ctx.dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      S3_ENDPOINT: fresh.endpoint!,
      S3_BUCKET: fresh.bucket,
      S3_ACCESS_KEY_ID: fresh.accessKeyId!,
      S3_SECRET_ACCESS_KEY: fresh.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli/storage-copy.ts', ...args], {
        cwd: root,
        env,
      });
    expect((await run('--to', 's3')).stdout).toMatch(/Copied 9, already there 0, missing at the source 0/);
    expect((await run('--to', 's3')).stdout).toMatch(/Copied 0, already there 9/);
    const refused = await run('--to', 'ftp').catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/--to s3/) });
  });
});
