import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * The audit trail: one row per staff action (a sign-in, a course published, a CV downloaded...),
 * written in the transaction of the change it records. Rows are only ever added: no route
 * updates or deletes them. Who acted and what was acted on are copied into the row, so that it
 * still reads the same after the account or the target has changed or gone.
 */

// All or nothing on SQLite too (see migration 002): no table without its indexes.
export const up = allOrNothing(async (trx) => {
  await trx.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    // No foreign key: the row outlives the account. Null for a sign-in with an unknown e-mail and
    // for what the server does on its own (the retention sweep).
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    // 'course.publish', 'cv.download', ... (shared/domain/audit.ts).
    .addColumn('action', 'text', (col) => col.notNull())
    // What was acted on: 'course', 'lead', 'user'...; its id when it is one row, and how it was
    // named then (a course's title, a person's name). All null when the action has no target.
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    .execute();
  // The audit screen reads newest first, whole or filtered by actor or by action (with dates as a
  // range of `at`); the id settles a tie of times, in each index so a deep page is not sorted again.
  await trx.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await trx.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at', 'id']).execute();
  await trx.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at', 'id']).execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
