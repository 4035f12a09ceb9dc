/**
 * The storage seam, on whichever driver the project runs (the disk on server-sqlite, a real S3
 * server on server-s3): what the API answers is what the driver holds, read around the app;
 * pictures are served with long cache headers; CVs only to staff; the start-up sweep tidies what
 * a crash leaves without ever listing a bucket.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Candidature } from '../../shared/domain/index.ts';
import { imageTwinsOf, smallImageOf } from '../../shared/domain/index.ts';
import { tidyUploads } from '../src/app.ts';
import { ConfigError, readConfig } from '../src/config.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { useS3, useTestContext } from './support/context.ts';
import { pdfBytes, pngBytes, pngPart } from './support/fixtures.ts';
import { storedNameOf } from './support/stored-files.ts';
import { postCandidature } from './support/requests.ts';

const ctx = useTestContext();

const applyWith = async (bytes: Buffer) => {
  const response = await postCandidature(
    ctx,
    { name: 'Nour Ayari', email: 'nour@example.tn', phone: '+216 98 765 432', message: 'Bonjour' },
    { filename: 'cv.pdf', content: bytes },
  );
  expect(response.statusCode).toBe(201);
  return response.json() as Candidature;
};

describe(`the ${useS3 ? 'S3' : 'disk'} driver`, () => {
  it('is the one configured, and keeps nothing of its files under DATA_DIR when it is S3', async () => {
    expect(ctx.app.storage.driver.kind).toBe(useS3 ? 's3' : 'disk');
    await applyWith(pdfBytes(2048));
    await createInstructor(ctx, 'Sami Trabelsi', await pngPart('avatar', 'a.png'));
    expect(await ctx.stored.list('cvs')).not.toEqual([]);
    expect(await ctx.stored.list('images')).not.toEqual([]);
    if (useS3) {
      expect(fs.existsSync(path.join(ctx.dataDir, 'uploads'))).toBe(false);
      expect(fs.existsSync(path.join(ctx.dataDir, 'private'))).toBe(false);
    }
  });

  it('stores the exact bytes of a CV, and gives them to staff only', async () => {
    const bytes = pdfBytes(6000);
    const created = await applyWith(bytes);
    const row = await ctx.app.db.kysely
      .selectFrom('candidatures')
      .select('cv_file')
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect((await ctx.stored.read('cvs', row.cv_file))?.equals(bytes)).toBe(true);
    expect((await ctx.inject({ method: 'GET', url: created.cvPath })).statusCode).toBe(401);
    expect((await ctx.inject({ method: 'GET', url: `/uploads/${row.cv_file}` })).statusCode).toBe(404);
    const download = await ctx.inject({ method: 'GET', url: created.cvPath, headers: ctx.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 404 for a CV whose file is gone, and records no download', async () => {
    const created = await applyWith(pdfBytes());
    const row = await ctx.app.db.kysely
      .selectFrom('candidatures')
      .select('cv_file')
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    await ctx.stored.remove('cvs', row.cv_file);
    expect((await ctx.inject({ method: 'GET', url: created.cvPath, headers: ctx.auth })).statusCode).toBe(404);
  });

  it('serves a picture and its twin as stored, with long cache headers, an ETag and 304', async () => {
    const instructor = await createInstructor(ctx, 'Amira Gharbi', await pngPart('avatar', 'a.png', 1200, 900));
    expect(instructor.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    for (const url of [instructor.imageUrl!, smallImageOf(instructor.imageUrl!)]) {
      const served = await ctx.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals((await ctx.stored.read('images', storedNameOf(url)))!)).toBe(true);
      expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
      const again = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const head = await ctx.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.rawPayload.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(served.rawPayload.length));
      expect(head.headers['content-type']).toBe('image/webp');
    }
    const missing = await ctx.inject({ method: 'GET', url: '/uploads/0b5c2f3e-missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('sweeps at start-up a stored file that a crash left without its row, and keeps every file a row names', async () => {
    const instructor = await createInstructor(ctx, 'Kept Photo', await pngPart('avatar', 'a.png'));
    const kept = await applyWith(pdfBytes());
    // A crash between the file and its row: stored through the service, no row written.
    const orphanImage = await ctx.app.storage.saveImage(
      await ctx.app.storage.receiveBytes(await pngBytes(), 'orphan.png'),
    );
    const orphanCv = (await ctx.app.storage.saveCv(await ctx.app.storage.receiveBytes(pdfBytes(), 'orphan.pdf'))).file;
    for (const file of [orphanImage, ...imageTwinsOf(orphanImage)])
      expect(await ctx.stored.exists('images', file), file).toBe(true);
    expect(await ctx.stored.exists('cvs', orphanCv)).toBe(true);

    const { removed } = await tidyUploads(ctx.app);
    expect(removed).toBeGreaterThanOrEqual(2);
    for (const file of [orphanImage, ...imageTwinsOf(orphanImage)])
      expect(await ctx.stored.exists('images', file), file).toBe(false);
    expect(await ctx.stored.exists('cvs', orphanCv)).toBe(false);
    const keptImage = storedNameOf(instructor.imageUrl!);
    for (const file of [keptImage, ...imageTwinsOf(keptImage)])
      expect(await ctx.stored.exists('images', file), file).toBe(true);
    expect((await ctx.inject({ method: 'GET', url: kept.cvPath, headers: ctx.auth })).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(ctx.dataDir, 'tmp'))).toEqual([]);
  });

  it.runIf(useS3)('never lists the bucket: an object it did not journal is left alone', async () => {
    await ctx.stored.write('images', 'put-by-another-tool.webp', Buffer.from('not ours'));
    await tidyUploads(ctx.app);
    expect(await ctx.stored.exists('images', 'put-by-another-tool.webp')).toBe(true);
  });

  it.runIf(useS3)(
    'leaves the upload of another live process on the same DATA_DIR alone, and takes it once that process is gone',
    async () => {
      const name = '5f0c6a52-in-flight.webp';
      await ctx.stored.write('images', name, Buffer.from('being stored by another process'));
      const journal = path.join(ctx.dataDir, 'journal');
      fs.writeFileSync(path.join(journal, `images~${name}~${process.ppid}`), '');
      await tidyUploads(ctx.app);
      expect(await ctx.stored.exists('images', name)).toBe(true);
      fs.renameSync(
        path.join(journal, `images~${name}~${process.ppid}`),
        path.join(journal, `images~${name}~999999999`),
      );
      await tidyUploads(ctx.app);
      expect(await ctx.stored.exists('images', name)).toBe(false);
      expect(fs.readdirSync(journal)).toEqual([]);
    },
  );

  it('answers ready when the store answers', async () => {
    await expect(ctx.app.storage.ready()).resolves.toBeUndefined();
  });
});

describe('PUBLIC_UPLOADS_URL', () => {
  const own = useTestContext({ env: { PUBLIC_UPLOADS_URL: 'https://cdn.takwin.example/uploads/' } });

  it('points pictures in API answers at the public bucket or CDN, and lets pages load them', async () => {
    const instructor = await createInstructor(own, 'Cdn Photo', await pngPart('avatar', 'a.png'));
    expect(instructor.imageUrl).toMatch(/^https:\/\/cdn\.takwin\.example\/uploads\/[\w-]+\.webp$/);
    const course = await createCourse(own, instructor._id, {}, await pngPart('image', 'c.png'));
    expect(course.imageUrl).toMatch(/^https:\/\/cdn\.takwin\.example\/uploads\//);
    expect(await own.stored.exists('images', storedNameOf(course.imageUrl!))).toBe(true);
    const page = await own.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.takwin\.example/);
  });
});

describe('the storage settings', () => {
  it('default to the disk, and read an S3-compatible bucket from STORAGE=s3 and the S3_* variables', () => {
    expect(readConfig({}).storage).toEqual({ driver: 'disk' });
    expect(readConfig({}).publicUploadsUrl).toBeUndefined();
    const config = readConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_BUCKET: 'takwin-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      PUBLIC_UPLOADS_URL: 'https://cdn.takwin.tn/uploads/',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://account.r2.cloudflarestorage.com',
        region: 'auto',
        bucket: 'takwin-files',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(config.publicUploadsUrl).toBe('https://cdn.takwin.tn/uploads');
    expect(readConfig({ STORAGE: 's3', S3_BUCKET: 'takwin-files' }).storage).toEqual({
      driver: 's3',
      s3: { region: 'us-east-1', bucket: 'takwin-files', forcePathStyle: false },
    });
  });

  it.each([
    [{ STORAGE: 'ftp' }, /STORAGE: must be disk or s3/],
    [{ STORAGE: 's3' }, /S3_BUCKET: is required with STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'Not A Bucket' }, /S3_BUCKET: must be a bucket name/],
    [{ STORAGE: 's3', S3_BUCKET: 'takwin', S3_ACCESS_KEY_ID: 'id' }, /give both, or neither/],
    [{ STORAGE: 's3', S3_BUCKET: 'takwin', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: must be an http/],
    [{ STORAGE: 's3', S3_BUCKET: 'takwin', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE: must be true or false/],
    [{ PUBLIC_UPLOADS_URL: 'cdn.takwin.tn' }, /PUBLIC_UPLOADS_URL: must be an http/],
  ])('refuses %o at start with a message naming the setting', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});
