import type { MigrationDb } from '../migration.ts';

/**
 * A mail in the outbox names the request it is about (`request_id`, null for older mails and for
 * mails about no request), so that it goes with the request: deleted by staff, erased on the
 * person's demand or swept past its retention.
 */

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('request_id', 'text').execute();
  await db.schema.createIndex('mail_outbox_request_idx').on('mail_outbox').column('request_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_request_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('request_id').execute();
}
