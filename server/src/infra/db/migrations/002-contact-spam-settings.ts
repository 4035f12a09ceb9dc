import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * - A course's duration and an instructor's title become per-language JSON like the other
 *   localized texts; what was typed is copied into the three languages.
 * - Requests that trip the anti-spam check are kept, flagged, instead of dropped.
 * - Contact messages get their own table; those filed until now as pre-registrations for the
 *   course "Contact" move there.
 * - The centre's own details (settings) move from the code into the database.
 */

/** A text typed in one language, for all three; one already per-language is left as it is. */
function inAllLanguages(text: string): string {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'fr' in parsed) return text;
  } catch {
    // Plain text, as expected.
  }
  return JSON.stringify({ fr: text, en: text, ar: text });
}

// All or nothing on SQLite too (see ../migration.ts): a start cut halfway must not leave half-moved
// rows for the next start to trip on.
export const up = allOrNothing(async (trx) => {
  for (const row of await trx.selectFrom('courses').select(['id', 'duration']).execute()) {
    await trx
      .updateTable('courses')
      .set({ duration: inAllLanguages(row.duration) })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of await trx.selectFrom('instructors').select(['id', 'title']).execute()) {
    await trx
      .updateTable('instructors')
      .set({ title: inAllLanguages(row.title) })
      .where('id', '=', row.id)
      .execute();
  }

  for (const table of ['leads', 'company_leads', 'candidatures']) {
    await trx.schema
      .alterTable(table)
      .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  // The inboxes read "not spam, not archived, newest first".
  await trx.schema.dropIndex('leads_archived_created_idx').execute();
  await trx.schema
    .createIndex('leads_inbox_idx')
    .on('leads')
    .columns(['is_spam', 'archived_at', 'created_at'])
    .execute();
  await trx.schema.dropIndex('company_leads_created_idx').execute();
  await trx.schema
    .createIndex('company_leads_inbox_idx')
    .on('company_leads')
    .columns(['is_spam', 'created_at'])
    .execute();
  await trx.schema.dropIndex('candidatures_created_idx').execute();
  await trx.schema
    .createIndex('candidatures_inbox_idx')
    .on('candidatures')
    .columns(['is_spam', 'created_at'])
    .execute();

  await trx.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .addColumn('is_spam', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await trx.schema
    .createIndex('contact_messages_inbox_idx')
    .on('contact_messages')
    .columns(['is_spam', 'archived_at', 'created_at'])
    .execute();

  // The contact page used to send its messages as pre-registrations for the course "Contact".
  const contacts = await trx.selectFrom('leads').selectAll().where('course_of_interest', '=', 'Contact').execute();
  for (const lead of contacts) {
    await trx
      .insertInto('contact_messages')
      .values({
        id: lead.id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message ?? '',
        created_at: lead.created_at,
        archived_at: lead.archived_at,
        is_spam: 0,
      })
      .execute();
    await trx.deleteFrom('leads').where('id', '=', lead.id).execute();
  }

  await trx.schema
    .createTable('centre_settings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
});

// Back to the previous version: the English and Arabic durations and titles, and the spam, are lost.
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('centre_settings').execute();
  const messages = await db.selectFrom('contact_messages').selectAll().where('is_spam', '=', 0).execute();
  for (const message of messages) {
    await db
      .insertInto('leads')
      .values({
        id: message.id,
        name: message.name,
        email: message.email,
        phone: message.phone,
        course_of_interest: 'Contact',
        learning_pace_interest: 'Classique',
        message: message.message,
        created_at: message.created_at,
        archived_at: message.archived_at,
        is_spam: 0,
      })
      .execute();
  }
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropIndex('leads_inbox_idx').execute();
  await db.schema
    .createIndex('leads_archived_created_idx')
    .on('leads')
    .columns(['archived_at', 'created_at'])
    .execute();
  await db.schema.dropIndex('company_leads_inbox_idx').execute();
  await db.schema.createIndex('company_leads_created_idx').on('company_leads').column('created_at').execute();
  await db.schema.dropIndex('candidatures_inbox_idx').execute();
  await db.schema.createIndex('candidatures_created_idx').on('candidatures').column('created_at').execute();
  for (const table of ['leads', 'company_leads', 'candidatures']) {
    await db.deleteFrom(table).where('is_spam', '=', 1).execute();
    await db.schema.alterTable(table).dropColumn('is_spam').execute();
  }
  for (const row of await db.selectFrom('courses').select(['id', 'duration']).execute()) {
    await db
      .updateTable('courses')
      .set({ duration: (JSON.parse(row.duration) as { fr: string }).fr })
      .where('id', '=', row.id)
      .execute();
  }
  for (const row of await db.selectFrom('instructors').select(['id', 'title']).execute()) {
    await db
      .updateTable('instructors')
      .set({ title: (JSON.parse(row.title) as { fr: string }).fr })
      .where('id', '=', row.id)
      .execute();
  }
}
