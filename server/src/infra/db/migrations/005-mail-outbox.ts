import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * The mail outbox: a mail is stored with what caused it (in the same transaction) and sent later
 * by a worker, so that a request is answered without waiting for SMTP and a mail survives an SMTP
 * server that is down, or a restart. One row per mail and recipient, kept once sent or given up.
 */

// All or nothing on SQLite too (see migration 002): no table without its index.
export const up = allOrNothing(async (trx) => {
  await trx.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // What the mail is ('lead-staff', 'lead-acknowledgment', ...), for logs and for people.
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    // 'pending' (to send, or being sent), 'sent', 'failed' (given up).
    .addColumn('status', 'text', (col) => col.notNull())
    // Sends begun, the one under way included.
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // When a pending mail may be tried: its next retry, or while one is sent, when the sender's
    // claim lapses (a worker that dies with it leaves it to be tried again then).
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    // Names the sender that holds the mail, so that only it marks the mail's outcome.
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The worker reads "pending and due, the longest waiting first".
  await trx.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
