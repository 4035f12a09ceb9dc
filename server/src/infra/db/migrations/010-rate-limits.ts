import type { Kysely } from 'kysely';

/**
 * The public forms' rate limits, counted in the database when several server instances share one
 * PostgreSQL database (a visitor spreading requests over them meets the same limit as on one).
 * One row per route and address: the requests counted in its window and when that window ends
 * (milliseconds since 1970). SQLite creates the table too but counts in memory (one process).
 */

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
