/**
 * A database of an earlier version, for the tests of a migration: migrated up to `last`, with a
 * handle that writes rows the way that version did (its tables, not today's types).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { type Db, type MigrationName, migrateToLatest, openDatabase } from '../../src/infra/db/database.ts';
import { createPostgresDatabase, usePostgres } from './context.ts';

export interface EarlierDatabase {
  db: Db;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  old: Kysely<any>;
  close(): Promise<void>;
}

export async function databaseAt(last: MigrationName): Promise<EarlierDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-migration-'));
  const postgres = usePostgres ? await createPostgresDatabase() : undefined;
  const db = openDatabase({ dataDir, databaseUrl: postgres?.url });
  await migrateToLatest(db, last);
  return {
    db,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    old: db.kysely as unknown as Kysely<any>,
    async close() {
      await db.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
