import type { Kysely } from 'kysely';
import { inTransaction } from '../unit-of-work.ts';

/**
 * Failed logins move from the server's memory into the database: a restart (or a second server
 * on the same PostgreSQL) no longer forgets them. One row per failure; rows older than the
 * throttle's window are pruned by the server.
 */

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // All or nothing on SQLite too (see migration 002): no table without its indexes.
  await inTransaction(db, upInOneGo);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upInOneGo(trx: Kysely<any>): Promise<void> {
  await trx.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-cased as typed, whether or not an account has it.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute();
  // The throttle reads "this e-mail (from this address) since" and "this address since".
  await trx.schema
    .createIndex('login_failures_email_idx')
    .on('login_failures')
    .columns(['email', 'address', 'failed_at'])
    .execute();
  await trx.schema
    .createIndex('login_failures_address_idx')
    .on('login_failures')
    .columns(['address', 'failed_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
