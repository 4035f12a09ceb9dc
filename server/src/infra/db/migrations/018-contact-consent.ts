import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * The contact page's form asks for consent like the other public forms (migration 008): a contact
 * message keeps when the person agreed to the privacy notice (the server's time) and which
 * version of it. Messages stored before, or sent by older clients without consent, keep both empty.
 */

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  await trx.schema.alterTable('contact_messages').addColumn('consent_at', 'text').execute();
  await trx.schema.alterTable('contact_messages').addColumn('consent_version', 'text').execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('consent_version').execute();
  await db.schema.alterTable('contact_messages').dropColumn('consent_at').execute();
}
