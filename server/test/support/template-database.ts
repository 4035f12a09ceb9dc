/**
 * One migrated database per test run, with the test admin already in it, that every test file
 * copies instead of running the migrations and hashing the admin's password again: a SQLite file
 * copied into the file's DATA_DIR, or a PostgreSQL database made with `CREATE DATABASE … TEMPLATE`.
 * The migration tests still migrate from scratch (support/migration.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureAdmin } from '../../src/features/staff/bootstrap.ts';
import { readConfig } from '../../src/config.ts';
import { migrateToLatest, openDatabase } from '../../src/infra/db/database.ts';
import { createRepositories } from '../../src/features/repositories.ts';

/** The admin every test context signs in as. */
export const ADMIN = { email: 'admin@test.tn', password: 'correct horse battery staple' };

/** Where the template is: a SQLite file's path, or the name of a PostgreSQL database on TEST_DATABASE_URL's server. */
export type TemplateDatabase = { sqliteFile: string } | { postgresDatabase: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

/** Runs one statement on the test PostgreSQL server's own database (CREATE and DROP DATABASE). */
export async function serverQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function fill(dataDir: string, databaseUrl?: string): Promise<void> {
  const config = readConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await ensureAdmin(createRepositories(db.kysely), config, () => {});
  } finally {
    await db.close();
  }
}

/** globalSetup of the server projects: PostgreSQL's when the project's TEST_DB says so, else SQLite's. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-template-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === 'postgres' && serverUrl) {
    const name = `takwin_template_${randomBytes(6).toString('hex')}`;
    await serverQuery(serverUrl, `CREATE DATABASE ${name}`);
    await fill(dataDir, databaseUrl(serverUrl, name));
    project.provide('templateDatabase', { postgresDatabase: name });
    return async () => {
      await serverQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  await fill(dataDir);
  project.provide('templateDatabase', { sqliteFile: path.join(dataDir, 'takwin.sqlite') });
  return async () => fs.rmSync(dataDir, { recursive: true, force: true });
}
