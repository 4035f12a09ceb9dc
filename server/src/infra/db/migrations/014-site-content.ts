import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * The centre's own words and the demo content. Testimonials are rows staff add, order, hide and
 * delete (the rewritten page texts are one JSON row of centre_settings, id 'site-texts'). What
 * `npm run seed` adds (courses, their sessions, instructors, testimonials) is marked `is_demo`, so
 * that one admin action removes all of it and nothing staff made.
 */

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  await trx.schema
    .createTable('testimonials')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    // Per-language JSON texts.
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('is_visible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await trx.schema.createIndex('testimonials_position_idx').on('testimonials').column('position').execute();
  // What was there before is the centre's own: nothing is demo until the seed says so.
  for (const table of ['courses', 'course_sessions', 'instructors']) {
    await trx.schema
      .alterTable(table)
      .addColumn('is_demo', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
});

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['courses', 'course_sessions', 'instructors'])
    await db.schema.alterTable(table).dropColumn('is_demo').execute();
  await db.schema.dropTable('testimonials').execute();
}
