/**
 * A real app on a real, empty database for each test file: SQLite in a temporary DATA_DIR, or a
 * fresh PostgreSQL database when the suite runs with TEST_DB=postgres (TEST_DATABASE_URL names the
 * server). Requests go through app.inject, the whole stack but the socket.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { ensureAdmin } from '../../src/features/staff/bootstrap.ts';
import { type Config, readConfig } from '../../src/config.ts';
import { migrateToLatest, openDatabase } from '../../src/infra/db/database.ts';
import type { Database } from '../../src/infra/db/schema.ts';
import type { ThrottleOptions } from '../../src/features/staff/login-throttle.ts';
import type { PageRenderer } from '../../../shared/domain/page-render.ts';
import type { StaffRole } from '../../../shared/domain/roles.ts';
import { createTestBucket } from './s3.ts';
import { type StoredFiles, storedFilesOf } from './stored-files.ts';
import { ADMIN, databaseUrl, serverQuery } from './template-database.ts';

export { ADMIN };
export const usePostgres = process.env.TEST_DB === 'postgres';
/** The server-s3 project runs the storage suites on the S3 driver, against its local S3 server (support/s3.ts). */
export const useS3 = process.env.TEST_STORAGE === 's3';

/** The environment that points the app's storage at a fresh bucket of the test S3 server (on the S3 project), else nothing. */
export async function testStorageEnv(): Promise<Record<string, string>> {
  if (!useS3) return {};
  const s3 = await createTestBucket(inject('s3Endpoint'));
  return {
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint!,
    S3_REGION: s3.region,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * Makes a PostgreSQL database on the test server, empty or a copy of `template`; answers its URL
 * and how to drop it.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `takwin_test_${randomBytes(6).toString('hex')}`;
  await serverQuery(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => serverQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A staff user the test made and signed in. */
export interface StaffLogin {
  _id: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** What the storage driver holds, read around the app (disk or the S3 bucket). */
  stored: StoredFiles;
  token: string;
  jwtSecret: string;
  /** The admin's Authorization header. */
  auth: { authorization: string };
  /** A new staff user of `role`, signed in: their id, e-mail and password, and their Authorization header. */
  addStaff(role: StaffRole, name?: string): Promise<StaffLogin>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type TestContextOptions = {
  env?: Record<string, string>;
  loginThrottle?: ThrottleOptions;
  config?: Partial<Config>;
  /** Renders the public pages (web/src/entry-server.tsx's `render`); without it they are the app's shell. */
  renderPage?: PageRenderer;
} & Pick<AppOptions, 'timeouts' | 'mailOutbox'>;

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-test-'));
  // The run's migrated database with the test admin in it (support/template-database.ts), unless
  // this file names another first admin.
  const template = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME'].some((name) => options.env?.[name] !== undefined)
    ? undefined
    : inject('templateDatabase');
  const database = usePostgres
    ? await createPostgresDatabase(template && 'postgresDatabase' in template ? template.postgresDatabase : undefined)
    : undefined;
  if (template && 'sqliteFile' in template && !usePostgres)
    fs.copyFileSync(template.sqliteFile, path.join(dataDir, 'takwin.sqlite'));
  const config: Config = {
    ...readConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FORM_RATE_LIMIT: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(await testStorageEnv()),
      ...options.env,
    }),
    ...options.config,
  };
  const db = openDatabase(config);
  await migrateToLatest(db);
  const jwtSecret = randomBytes(32).toString('hex');
  const app = await buildApp({
    config,
    db,
    jwtSecret,
    loginThrottle: options.loginThrottle,
    timeouts: options.timeouts,
    mailOutbox: options.mailOutbox,
    renderPage: options.renderPage,
  });
  await ensureAdmin(app.repos, config, () => {});
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  const token = (login.json() as { token: string }).token;
  let staffCount = 0;
  const stored = storedFilesOf(config);
  return {
    app,
    config,
    dataDir,
    stored,
    token,
    jwtSecret,
    auth: { authorization: `Bearer ${token}` },
    async addStaff(role, name = `A ${role}`) {
      staffCount += 1;
      const email = `${role}-${staffCount}@test.tn`;
      const password = `${role} password of test ${staffCount}`;
      const created = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { authorization: `Bearer ${token}` },
        payload: { name, email, role, password },
      });
      if (created.statusCode !== 201) throw new Error(`addStaff: ${created.statusCode} ${created.body}`);
      const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
      if (login.statusCode !== 200) throw new Error(`addStaff: login ${login.statusCode} ${login.body}`);
      // The admin typed it: provisional. Chosen again by its holder, it is theirs, and every route is open to them.
      const changed = await app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
        payload: { currentPassword: password, newPassword: password },
      });
      if (changed.statusCode !== 200) throw new Error(`addStaff: password ${changed.statusCode} ${changed.body}`);
      return {
        _id: created.json<{ _id: string }>()._id,
        email,
        password,
        auth: { authorization: `Bearer ${changed.json<{ token: string }>().token}` },
      };
    },
    inject: (injectOptions) => app.inject(injectOptions),
    close: async () => {
      await app.close();
      stored.close();
      await db.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app (or its describe block's): made before its tests and closed after them. The
 * object answered is empty until then and filled when the app is made, so read it inside tests and
 * hooks. `options` may be a function, for options that need what the file's earlier hooks made
 * (a build folder, an SMTP server): those hooks run before it, and their afterAll after its close.
 */
export function useTestContext(
  options?: TestContextOptions | (() => TestContextOptions | Promise<TestContextOptions>),
): TestContext {
  const ctx = {} as TestContext;
  let made: TestContext | undefined;
  beforeAll(async () => {
    made = await createTestContext(typeof options === 'function' ? await options() : options);
    Object.assign(ctx, made);
  });
  afterAll(() => made?.close());
  return ctx;
}

export interface FilePart {
  name: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export async function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([new Uint8Array(file.content)], { type: file.contentType ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/**
 * Sends `fields` and `files` as a browser's form does (multipart/form-data); `headers` add to it,
 * `ctx.auth` for staff.
 */
export async function sendMultipart(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields, files);
  return ctx.inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Sends `text` as a JSON body, well-formed or not, as a client that writes its own JSON does. */
export const sendJsonText = (
  ctx: TestContext,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  text: string,
  headers: Record<string, string> = {},
) => ctx.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text });

/** The audit trail's rows of one action as stored, oldest first. */
export const auditRowsOf = (ctx: TestContext, action: string) =>
  ctx.app.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('at')
    .orderBy('id')
    .execute();

/** How many rows a table holds. */
export const rowCount = async (ctx: TestContext, table: keyof Database) =>
  Number(
    (
      await ctx.app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The fields the problems of a refusal (400) name, in its order. */
export const problemPaths = (response: { json(): unknown }) =>
  (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path);

/** The problems of a refusal (400): [field, validation code] each. */
export const problems = (response: { json(): unknown }) =>
  (response.json() as { errors: { path: string; code: string }[] }).errors.map(({ path, code }) => [path, code]);

export const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
