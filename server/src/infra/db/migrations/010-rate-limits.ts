import type { MigrationDb } from '../migration.ts';

/**
 * The public forms' rate limits, counted in the database when several server instances share one
 * PostgreSQL database (a visitor spreading requests over them meets the same limit as on one).
 * One row per route and address: the requests counted in its window and when that window ends
 * (milliseconds since 1970). SQLite creates the table too but counts in memory (one process).
 */

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
