import { allOrNothing, type MigrationDb } from '../migration.ts';
import { normalizeForSearch } from '../../../../../shared/domain/search.ts';

/**
 * The request pipeline: pre-registrations, quote requests and applications get a status (every
 * one so far starts as `new`), a history of its changes and staff notes. Each request also keeps
 * the folded text that staff search (no case, accents or tashkeel), so that a search is one
 * column's scan and not a fold of every row on every query.
 */

/** The fields a search looks in, per table (the same as the repositories write). */
const SEARCHED = {
  leads: ['name', 'email', 'phone', 'message', 'course_of_interest'],
  company_leads: ['company_name', 'contact_name', 'email', 'phone', 'message'],
  candidatures: ['name', 'email', 'phone', 'message'],
} as const;

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  for (const [table, fields] of Object.entries(SEARCHED)) {
    await trx.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('new'))
      .execute();
    await trx.schema.alterTable(table).addColumn('status_reason', 'text').execute();
    await trx.schema
      .alterTable(table)
      .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    for (const row of await trx
      .selectFrom(table)
      .select(['id', ...fields])
      .execute()) {
      const text = fields.map((field) => (row[field] as string | null) ?? '').join(' ');
      await trx
        .updateTable(table)
        .set({ search_text: normalizeForSearch(text) })
        .where('id', '=', row.id)
        .execute();
    }
  }
  // The lists read "not spam, (not archived,) [this status,] newest first" and count the same; the
  // id settles a tie of dates, in the index so that a deep page is not sorted again.
  await trx.schema.dropIndex('leads_inbox_idx').execute();
  await trx.schema
    .createIndex('leads_inbox_idx')
    .on('leads')
    .columns(['is_spam', 'archived_at', 'created_at', 'id'])
    .execute();
  await trx.schema.dropIndex('company_leads_inbox_idx').execute();
  await trx.schema
    .createIndex('company_leads_inbox_idx')
    .on('company_leads')
    .columns(['is_spam', 'created_at', 'id'])
    .execute();
  await trx.schema.dropIndex('candidatures_inbox_idx').execute();
  await trx.schema
    .createIndex('candidatures_inbox_idx')
    .on('candidatures')
    .columns(['is_spam', 'created_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('leads_status_idx')
    .on('leads')
    .columns(['is_spam', 'archived_at', 'status', 'created_at', 'id'])
    .execute();
  // The overview's conversion per course reads only the index.
  await trx.schema
    .createIndex('leads_course_idx')
    .on('leads')
    .columns(['is_spam', 'course_of_interest', 'status'])
    .execute();
  await trx.schema
    .createIndex('company_leads_status_idx')
    .on('company_leads')
    .columns(['is_spam', 'status', 'created_at', 'id'])
    .execute();
  await trx.schema
    .createIndex('candidatures_status_idx')
    .on('candidatures')
    .columns(['is_spam', 'status', 'created_at', 'id'])
    .execute();

  // Who moved which request from what to what, and why. The staff member's name is kept as it
  // was: the history still reads right once their account is renamed or gone.
  await trx.schema
    .createTable('request_status_changes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_kind', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('changed_at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .execute();
  await trx.schema
    .createIndex('request_status_changes_request_idx')
    .on('request_status_changes')
    .columns(['request_kind', 'request_id', 'changed_at'])
    .execute();

  await trx.schema
    .createTable('request_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_kind', 'text', (col) => col.notNull())
    .addColumn('request_id', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('staff_id', 'text', (col) => col.notNull())
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .execute();
  await trx.schema
    .createIndex('request_notes_request_idx')
    .on('request_notes')
    .columns(['request_kind', 'request_id', 'created_at'])
    .execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('leads_course_idx').execute();
  await db.schema.dropTable('request_notes').execute();
  await db.schema.dropTable('request_status_changes').execute();
  for (const table of Object.keys(SEARCHED)) {
    await db.schema.dropIndex(`${table}_status_idx`).execute();
    await db.schema.dropIndex(`${table}_inbox_idx`).execute();
    const archived = table === 'leads' ? ['archived_at'] : [];
    await db.schema
      .createIndex(`${table}_inbox_idx`)
      .on(table)
      .columns(['is_spam', ...archived, 'created_at'])
      .execute();
    for (const column of ['search_text', 'status_reason', 'status'])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
