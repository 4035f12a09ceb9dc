import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * Failed logins move from the server's memory into the database: a restart (or a second server
 * on the same PostgreSQL) no longer forgets them. One row per failure; rows older than the
 * throttle's window are pruned by the server.
 */

// All or nothing on SQLite too (see migration 002): no table without its indexes.
export const up = allOrNothing(async (trx) => {
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
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
