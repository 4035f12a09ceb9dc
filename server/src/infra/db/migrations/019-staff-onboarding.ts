import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * Staff onboarding:
 * - a password someone else chose or generated (the first admin's, the command line's, one an
 *   admin typed for a colleague) is provisional: its holder must choose their own before anything
 *   else (`password_provisional`, 1 until they do);
 * - an invitation: a one-time link, mailed, with which a colleague chooses their first password.
 *   Only the hash of its token is kept: a copy of the database opens no account.
 */

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  // The accounts of today keep their passwords as they are: nobody is forced out of them.
  await trx.schema
    .alterTable('staff_users')
    .addColumn('password_provisional', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await trx.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
    // SHA-256 of the token, hex: the token itself is only in the mail (or shown once to the admin).
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The language of the mail and of the page the link opens: 'fr', 'en' or 'ar'.
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    // Set once the password is chosen with it.
    .addColumn('used_at', 'text')
    // Set by the admin's "revoke", and by a new invitation of the same person.
    .addColumn('revoked_at', 'text')
    .execute();
  // "The latest invitation of this user" (the staff screen, a resend).
  await trx.schema
    .createIndex('staff_invitations_user_idx')
    .on('staff_invitations')
    .columns(['user_id', 'created_at'])
    .execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.alterTable('staff_users').dropColumn('password_provisional').execute();
}
