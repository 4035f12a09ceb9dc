import { type Kysely, sql } from 'kysely';

// Types chosen to mean the same on SQLite and PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('instructors')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image_file', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('learnings', 'text', (col) => col.notNull())
    .addColumn('syllabus', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('duration', 'text', (col) => col.notNull())
    .addColumn('price', sql`double precision`, (col) => col.notNull())
    .addColumn('sale_price', sql`double precision`)
    .addColumn('image_file', 'text')
    .addColumn('instructor_id', 'text', (col) => col.notNull().references('instructors.id').onDelete('restrict'))
    .addColumn('skill_level', 'text', (col) => col.notNull())
    .addColumn('learning_pace', 'text', (col) => col.notNull())
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courses_instructor_idx').on('courses').column('instructor_id').execute();
  await db.schema.createIndex('courses_created_idx').on('courses').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('course_of_interest', 'text')
    .addColumn('learning_pace_interest', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema
    .createIndex('leads_archived_created_idx')
    .on('leads')
    .columns(['archived_at', 'created_at'])
    .execute();

  await db.schema
    .createTable('company_leads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('company_leads_created_idx').on('company_leads').column('created_at').execute();

  await db.schema
    .createTable('candidatures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text')
    .addColumn('cv_file', 'text', (col) => col.notNull())
    .addColumn('cv_original_name', 'text', (col) => col.notNull())
    .addColumn('cv_mime_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('candidatures_created_idx').on('candidatures').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['candidatures', 'company_leads', 'leads', 'courses', 'instructors', 'admins']) {
    await db.schema.dropTable(table).execute();
  }
}
