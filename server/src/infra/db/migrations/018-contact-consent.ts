import type { Kysely } from 'kysely';
import { inTransaction } from '../unit-of-work.ts';

/**
 * The contact page's form asks for consent like the other public forms (migration 008): a contact
 * message keeps when the person agreed to the privacy notice (the server's time) and which
 * version of it. Messages stored before, or sent by older clients without consent, keep both empty.
 */

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // All or nothing on SQLite too (see migration 002).
  await inTransaction(db, upInOneGo);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upInOneGo(trx: Kysely<any>): Promise<void> {
  await trx.schema.alterTable('contact_messages').addColumn('consent_at', 'text').execute();
  await trx.schema.alterTable('contact_messages').addColumn('consent_version', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('consent_version').execute();
  await db.schema.alterTable('contact_messages').dropColumn('consent_at').execute();
}
