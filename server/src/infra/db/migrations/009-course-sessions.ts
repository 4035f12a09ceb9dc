import { allOrNothing, type MigrationDb } from '../migration.ts';

/**
 * Course sessions: when and where a course is given, with its number of seats. A session belongs
 * to its course and goes with it. A pre-registration may name the course and the session it was
 * sent for, and waits for a place when the session was full as it arrived.
 *
 * Dates are calendar days (YYYY-MM-DD, the centre's days): they sort as text. Seats taken are never
 * stored: they are the pre-registrations of the session marked `enrolled`, counted on the index.
 */

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  await trx.schema
    .createTable('course_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('course_id', 'text', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    // Per-language JSON text, like the courses' texts.
    .addColumn('schedule', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    // Per-language JSON text; null when online.
    .addColumn('location', 'text')
    .addColumn('seats', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A course's sessions, soonest first; and the sessions of a period across courses.
  await trx.schema
    .createIndex('course_sessions_course_idx')
    .on('course_sessions')
    .columns(['course_id', 'start_date'])
    .execute();
  await trx.schema.createIndex('course_sessions_start_idx').on('course_sessions').columns(['start_date']).execute();

  // A deleted course or session leaves its pre-registrations in place, without the link (a session
  // with active pre-registrations is refused deletion before that: see the sessions' routes).
  await trx.schema
    .alterTable('leads')
    .addColumn('course_id', 'text', (col) => col.references('courses.id').onDelete('set null'))
    .execute();
  await trx.schema
    .alterTable('leads')
    .addColumn('session_id', 'text', (col) => col.references('course_sessions.id').onDelete('set null'))
    .execute();
  await trx.schema
    .alterTable('leads')
    .addColumn('waiting_list', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Seats taken (enrolled) and the pre-registrations of one session are counted on this index.
  await trx.schema.createIndex('leads_session_idx').on('leads').columns(['session_id', 'status']).execute();
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('leads_session_idx').execute();
  for (const column of ['waiting_list', 'session_id', 'course_id'])
    await db.schema.alterTable('leads').dropColumn(column).execute();
  await db.schema.dropTable('course_sessions').execute();
}
