import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * Staff accounts: the administrators become staff users with a role (the existing ones are
 * admins), who can be deactivated and whose last sign-in is kept; and each sign-in is a session
 * on the server, named by the token, so that logging out, a deactivation or a new password ends
 * it at once instead of when its token expires.
 */

// All or nothing on SQLite too (see migration 002): never the new table without the accounts.
export const up = allOrNothing(async (trx) => {
  // A new table rather than columns added to `admins`: SQLite cannot add a NOT NULL column
  // without a default, and a default role would be what an account got whenever one was forgotten.
  await trx.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Lower-cased.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    // 'admin', 'editor', 'sales' or 'recruiter' (shared/domain/roles.ts).
    .addColumn('role', 'text', (col) => col.notNull())
    // 0: deactivated, cannot sign in, every session ended.
    .addColumn('active', 'integer', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  const admins = await trx.selectFrom('admins').selectAll().execute();
  for (const admin of admins) {
    await trx
      .insertInto('staff_users')
      .values({
        id: admin.id,
        name: admin.name,
        email: admin.email,
        password_hash: admin.password_hash,
        role: 'admin',
        active: 1,
        created_at: admin.created_at,
      })
      .execute();
  }
  await trx.schema.dropTable('admins').execute();

  await trx.schema
    .createTable('staff_sessions')
    // Random, and named by the token's `sid`.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // The token's own expiry: after it the row is only kept until pruned.
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Set by a logout, a deactivation, a new password or a password reset.
    .addColumn('revoked_at', 'text')
    .execute();
  // "Every live session of this user" (revoking them all) and the pruning of expired ones.
  await trx.schema
    .createIndex('staff_sessions_user_idx')
    .on('staff_sessions')
    .columns(['user_id', 'revoked_at'])
    .execute();
  await trx.schema.createIndex('staff_sessions_expires_idx').on('staff_sessions').column('expires_at').execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  const admins = await db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'password_hash', 'created_at'])
    .where('role', '=', 'admin')
    .execute();
  for (const admin of admins) await db.insertInto('admins').values(admin).execute();
  await db.schema.dropTable('staff_users').execute();
}
