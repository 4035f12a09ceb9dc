/**
 * DATA_DIR is owner-only: the real server, started under umask 022 (which would leave files 0644
 * and folders 0755, readable by every local user), keeps its database and journals, token secret,
 * pictures, CVs and working folders 0600 and 0700; and an older installation's looser modes are
 * tightened when it starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/infra/db/database.ts';
import { tightenDataDir } from '../../src/infra/storage/owner-only.ts';
import { DiskStorage } from '../../src/infra/storage/disk-storage.ts';
import { UploadStore } from '../../src/infra/storage/uploads.ts';
import { createPostgresDatabase, usePostgres } from '../support/context.ts';
import { pdfBytes, pngBytes } from '../support/fixtures.ts';
import { freePort, type ServerProcess, startServer } from '../support/server-process.ts';

const ADMIN = { email: 'admin@test.tn', password: 'file-modes-password' };

let root: string;
let dataDir: string;
let env: Record<string, string>;
let port: number;
let server: ServerProcess | undefined;
let previousUmask: number;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // The server inherits it.
  previousUmask = process.umask(0o022);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-file-modes-'));
  // Not there yet: the server makes it.
  dataDir = path.join(root, 'data');
  env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, FORM_RATE_LIMIT: '1000' };
  if (usePostgres) {
    const database = await createPostgresDatabase();
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  port = await freePort();
});

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  process.umask(previousUmask);
  await dropDatabase?.();
  fs.rmSync(root, { recursive: true, force: true });
});

const modeOf = (target: string) => (fs.lstatSync(target).mode & 0o777).toString(8);

/** Every folder and file under DATA_DIR (itself included) with its mode, as `path: mode`. */
function modes(): Record<string, string> {
  const found: Record<string, string> = { '.': modeOf(dataDir) };
  for (const entry of fs.readdirSync(dataDir, { recursive: true }) as string[])
    found[entry] = modeOf(path.join(dataDir, entry));
  return found;
}

const ownerOnly = (found: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(found).map((entry) => [entry, fs.statSync(path.join(dataDir, entry)).isDirectory() ? '700' : '600']),
  );

const filesIn = (folder: string) => fs.readdirSync(path.join(dataDir, folder));

/** What must be there: the database and its WAL journals (SQLite), the secret, the folders. */
function expectTheUsualFiles(found: Record<string, string>) {
  for (const entry of ['.', 'jwt-secret', 'uploads', 'private', path.join('private', 'cvs'), 'tmp'])
    expect(found).toHaveProperty([entry]);
  if (!usePostgres)
    for (const entry of ['takwin.sqlite', 'takwin.sqlite-wal', 'takwin.sqlite-shm'])
      expect(found).toHaveProperty([entry]);
}

async function upload(url: string, form: FormData, token?: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

it('keeps a new installation owner-only under umask 022, pictures and CVs included', async () => {
  server = await startServer(env, port);
  const afterStart = modes();
  expectTheUsualFiles(afterStart);
  expect(afterStart).toEqual(ownerOnly(afterStart));

  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const instructor = new FormData();
  instructor.append('name', 'Amel Ben Salah');
  instructor.append('title', 'Formatrice');
  instructor.append('avatar', new Blob([new Uint8Array(await pngBytes())]), 'photo.png');
  await upload(`${server.url}/api/instructors`, instructor, token);
  const candidature = new FormData();
  candidature.append('name', 'Nour Ayari');
  candidature.append('email', 'nour@example.tn');
  candidature.append('cv', new Blob([new Uint8Array(pdfBytes())]), 'cv.pdf');
  await upload(`${server.url}/api/candidatures`, candidature);

  // The picture and its two twins (small WebP, JPEG for link previews), and the CV.
  expect(filesIn('uploads')).toHaveLength(3);
  expect(filesIn(path.join('private', 'cvs'))).toHaveLength(1);
  expect(filesIn('tmp')).toEqual([]);
  const afterUploads = modes();
  expect(afterUploads).toEqual(ownerOnly(afterUploads));
});

it("tightens an older installation's 0644 files and 0755 folders when it starts", async () => {
  // Killed, so that SQLite's -wal and -shm stay behind as they would after a crash.
  server!.child.kill('SIGKILL');
  await server!.exited;
  server = undefined;
  // What the code before owner-only modes left: everything as the umask made it.
  for (const entry of Object.keys(modes())) {
    const target = path.join(dataDir, entry);
    fs.chmodSync(target, fs.statSync(target).isDirectory() ? 0o755 : 0o644);
  }
  const loose = modes();
  expectTheUsualFiles(loose);
  expect(Object.values(loose).every((mode) => mode === '755' || mode === '644')).toBe(true);

  server = await startServer(env, port);
  const tightened = modes();
  // The same files (the stored picture and CV kept, as their rows refer to them), now owner-only.
  expect(Object.keys(tightened).sort()).toEqual(Object.keys(loose).sort());
  expect(tightened).toEqual(ownerOnly(tightened));
});

it('makes, once started, the missing JPEG twin of a picture kept before such twins existed, owner-only', async () => {
  server!.child.kill('SIGTERM');
  await server!.exited;
  server = undefined;
  const twin = filesIn('uploads').find((file) => file.endsWith('-og.jpg'));
  expect(twin).toBeDefined();
  fs.rmSync(path.join(dataDir, 'uploads', twin!));

  // The server answers before the twin is made (in the background): wait for it, and for its working files to go.
  server = await startServer(env, port);
  const deadline = Date.now() + 20_000;
  while (!filesIn('uploads').includes(twin!) || filesIn('tmp').length > 0) {
    if (Date.now() > deadline) throw new Error(`the twin was not made:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const twinPath = path.join(dataDir, 'uploads', twin!);
  expect((await sharp(twinPath).metadata()).format).toBe('jpeg');
  expect(modeOf(twinPath)).toBe('600');
  expect((await fetch(`${server.url}/uploads/${twin}`)).headers.get('content-type')).toBe('image/jpeg');
});

it('makes the database, its journals, the folders and a stored CV owner-only under umask 000 as well', async () => {
  const dir = path.join(root, 'umask-000');
  const umask = process.umask(0);
  try {
    const storage = new UploadStore(dir, new DiskStorage(dir));
    const received = await storage.receive(Readable.from([pdfBytes()]), 'cv.pdf', 1024 * 1024);
    expect(modeOf(received.tmpPath)).toBe('600');
    const { file } = await storage.saveCv(received);
    expect(modeOf(path.join(dir, 'private', 'cvs', file))).toBe('600');
    if (!usePostgres) {
      const db = openDatabase({ dataDir: dir });
      try {
        // SQLite makes its journals at the first write.
        await db.kysely.schema.createTable('probe').addColumn('id', 'integer').execute();
        for (const name of ['takwin.sqlite', 'takwin.sqlite-wal', 'takwin.sqlite-shm'])
          expect(modeOf(path.join(dir, name)), name).toBe('600');
      } finally {
        await db.close();
      }
    }
    for (const folder of ['.', 'uploads', 'private', path.join('private', 'cvs'), 'tmp'])
      expect(modeOf(path.join(dir, folder)), folder).toBe('700');
  } finally {
    process.umask(umask);
  }
});

it("tightens without following symbolic links, and keeps an owner's own execute bit", () => {
  const dir = path.join(root, 'links');
  const outside = path.join(root, 'outside');
  fs.mkdirSync(path.join(dir, 'backups'), { recursive: true, mode: 0o755 });
  fs.mkdirSync(outside, { mode: 0o755 });
  fs.writeFileSync(path.join(outside, 'shared.txt'), 'not ours to change', { mode: 0o644 });
  fs.writeFileSync(path.join(dir, 'backups', 'backup.sh'), '#!/bin/sh\n', { mode: 0o755 });
  fs.symlinkSync(path.join(outside, 'shared.txt'), path.join(dir, 'link-to-file'));
  fs.symlinkSync(outside, path.join(dir, 'link-to-folder'));
  fs.chmodSync(dir, 0o755);

  expect(tightenDataDir(dir)).toEqual({ tightened: 3, failed: [] });
  expect([modeOf(dir), modeOf(path.join(dir, 'backups')), modeOf(path.join(dir, 'backups', 'backup.sh'))]).toEqual([
    '700',
    '700',
    '700',
  ]);
  expect([modeOf(outside), modeOf(path.join(outside, 'shared.txt'))]).toEqual(['755', '644']);
  // Nothing to do the second time.
  expect(tightenDataDir(dir)).toEqual({ tightened: 0, failed: [] });
});
