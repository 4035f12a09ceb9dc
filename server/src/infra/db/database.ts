/** Kysely on the embedded SQLite (default) or on PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001-initial.ts';
import * as contactSpamSettings from './migrations/002-contact-spam-settings.ts';
import * as loginFailures from './migrations/003-login-failures.ts';
import * as requestPipeline from './migrations/004-request-pipeline.ts';
import * as mailOutbox from './migrations/005-mail-outbox.ts';
import * as staffAccounts from './migrations/006-staff-accounts.ts';
import * as personalData from './migrations/008-personal-data.ts';
import * as auditLog from './migrations/007-audit-log.ts';
import * as courseSessions from './migrations/009-course-sessions.ts';
import * as rateLimits from './migrations/010-rate-limits.ts';
import * as requestSearchIndex from './migrations/011-request-search-index.ts';
import * as phoneDigitsSearch from './migrations/012-phone-digits-search.ts';
import * as siteContent from './migrations/014-site-content.ts';
import * as courseSlugs from './migrations/015-course-slugs.ts';
import * as staffOnboarding from './migrations/019-staff-onboarding.ts';
import * as outboxRequest from './migrations/017-outbox-request.ts';
import * as contactConsent from './migrations/018-contact-consent.ts';
import { makeOwnerOnlyDir, OWNER_ONLY_FILE, setMode } from '../storage/owner-only.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /**
   * After personal data was deleted (an erasure, a retention sweep): what the database still keeps
   * of the deleted rows goes too. SQLite (secure_delete on) has zeroed them in its file; the
   * checkpoint moves that into the file and empties the WAL, which still held them. PostgreSQL:
   * a VACUUM of those tables removes the dead rows from their pages (outside any transaction).
   */
  scrub(tables: readonly (keyof Database)[]): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A client losing its server must not crash the process: an idle one's error comes to the
    // pool, a checked-out one's to the client itself (its queries fail and report it, and the
    // pool drops it on release).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const scrub = async (tables: readonly (keyof Database)[]) => {
      for (const table of tables) await sql`vacuum ${sql.table(table)}`.execute(kysely);
    };
    return { kysely, dialect: 'postgres', scrub, close: () => kysely.destroy() };
  }
  makeOwnerOnlyDir(dataDir);
  const file = path.join(dataDir, 'takwin.sqlite');
  // SQLite would make a new database 0644 and gives its -wal and -shm the database's own mode:
  // made owner-only before SQLite opens it, all three are, whatever the umask.
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY_FILE));
  setMode(file, OWNER_ONLY_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Ones an older installation left keep their mode when SQLite reopens them.
  for (const journal of [`${file}-wal`, `${file}-shm`]) setMode(journal, OWNER_ONLY_FILE);
  // FULL: a row acknowledged with 201 survives a crash or a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A deleted row's bytes are overwritten with zeros, not left in free space for `strings` or a
  // later backup to find (an erasure must erase).
  sqlite.pragma('secure_delete = ON');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Through Kysely's connection, so that it waits for the query in progress.
  const scrub = async () => {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(kysely);
  };
  return { kysely, dialect: 'sqlite', scrub, close: () => kysely.destroy() };
}

const migrations = {
  '001-initial': initial,
  '002-contact-spam-settings': contactSpamSettings,
  '003-login-failures': loginFailures,
  '004-request-pipeline': requestPipeline,
  '005-mail-outbox': mailOutbox,
  '006-staff-accounts': staffAccounts,
  '007-audit-log': auditLog,
  '008-personal-data': personalData,
  '009-course-sessions': courseSessions,
  '010-rate-limits': rateLimits,
  '011-request-search-index': requestSearchIndex,
  '012-phone-digits-search': phoneDigitsSearch,
  '014-site-content': siteContent,
  '015-course-slugs': courseSlugs,
  '017-outbox-request': outboxRequest,
  '018-contact-consent': contactConsent,
  // Numbered after the last one an installation may have run: migrations run in the order of their names.
  '019-staff-onboarding': staffOnboarding,
} satisfies Record<string, Migration>;

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export type MigrationName = keyof typeof migrations;

/** Runs every migration not yet run; `upTo` stops after that one (how a migration's own test starts). */
export async function migrateToLatest(db: Db, upTo?: MigrationName): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
