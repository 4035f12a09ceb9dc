/**
 * A database of an earlier version, for the tests of a migration: migrated up to `last`, with a
 * handle that writes rows the way that version did (its tables, not today's types).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { type Db, type MigrationName, migrateToLatest, openDatabase } from '../../src/infra/db/database.ts';
import { createRepositories } from '../../src/features/repositories.ts';
import { createPostgresDatabase, usePostgres } from './context.ts';

/** The tables of an earlier version, typed loosely: today's types do not describe them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OldTables = Kysely<any>;

export interface EarlierDatabase {
  db: Db;
  old: OldTables;
  close(): Promise<void>;
}

export async function databaseAt(last: MigrationName): Promise<EarlierDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-migration-'));
  const postgres = usePostgres ? await createPostgresDatabase() : undefined;
  const db = openDatabase({ dataDir, databaseUrl: postgres?.url });
  await migrateToLatest(db, last);
  return {
    db,
    old: db.kysely as unknown as OldTables,
    async close() {
      await db.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A migration's test database: at `last`, with the rows `writeRows` writes as that version did,
 * then migrated to the latest.
 */
export async function migratedFrom(
  last: MigrationName,
  writeRows: (old: OldTables) => Promise<void>,
): Promise<EarlierDatabase> {
  const earlier = await databaseAt(last);
  await writeRows(earlier.old);
  await migrateToLatest(earlier.db);
  return earlier;
}

/**
 * The database of a migration's test file (see `migratedFrom`): made before its tests, removed
 * after them. Read `db` and `old` inside the tests, once it is made.
 */
export function useMigratedFrom(
  last: MigrationName,
  writeRows: (old: OldTables) => Promise<void>,
): Omit<EarlierDatabase, 'close'> {
  const migrated = {} as EarlierDatabase;
  beforeAll(async () => {
    Object.assign(migrated, await migratedFrom(last, writeRows));
  });
  afterAll(() => migrated.close?.());
  return migrated;
}

/** When the rows of the earlier versions below were written. */
export const WRITTEN_AT = '2026-01-05T10:00:00.000Z';

/** The ids of the pre-registrations a staff search for `q` finds, sorted. */
export const leadsFound = async (db: Db, q: string) =>
  (await createRepositories(db.kysely).leads.list({ q })).items.map((item) => item._id).sort();

/** A text in the three languages as the tables hold it (JSON text). */
export const oldText = (fr: string, en = fr, ar = fr) => JSON.stringify({ fr, en, ar });

/** An instructor row as versions 001 to 014 wrote it (from 002 on, its title per language). */
export const oldInstructorRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'i1',
  name: 'Amel',
  title: oldText('Formatrice'),
  image_file: null,
  created_at: WRITTEN_AT,
  ...overrides,
});

/**
 * A pre-registration row as version 001 wrote it; the columns later versions added (is_spam,
 * status, search_text...) come in `overrides`.
 */
export const oldLeadRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'l1',
  name: 'Hélène',
  email: 'helene@example.tn',
  phone: null,
  course_of_interest: 'Web',
  learning_pace_interest: 'Classique',
  message: null,
  created_at: WRITTEN_AT,
  archived_at: null,
  ...overrides,
});

/** A published course row as versions 001 to 014 wrote it (before slugs), taught by instructor i1. */
export const oldCourseRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  title: oldText('Web'),
  description: oldText('Web'),
  learnings: JSON.stringify({ fr: ['a'], en: ['a'], ar: ['a'] }),
  syllabus: '[]',
  category: 'Informatique',
  duration: oldText('3 mois', '3 months', '3 أشهر'),
  price: 900,
  sale_price: null,
  image_file: null,
  instructor_id: 'i1',
  skill_level: 'Débutant',
  learning_pace: 'Classique',
  is_published: 1,
  created_at: WRITTEN_AT,
  updated_at: WRITTEN_AT,
  ...overrides,
});
