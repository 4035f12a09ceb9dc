import type { Kysely } from 'kysely';

/**
 * A mail in the outbox names the request it is about (`request_id`, null for older mails and for
 * mails about no request), so that it goes with the request: deleted by staff, erased on the
 * person's demand or swept past its retention.
 */

// Kysely<any>: a migration is written against the tables as they were then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('request_id', 'text').execute();
  await db.schema.createIndex('mail_outbox_request_idx').on('mail_outbox').column('request_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_request_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('request_id').execute();
}
