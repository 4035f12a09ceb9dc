import { allOrNothing, type MigrationDb } from '../migration.ts';
import { LANGUAGES, numberedSlug, slugify } from '../../../../../shared/domain/index.ts';

/**
 * Readable course addresses: a course's current slug per language (`slug`, per-language JSON
 * text), and every slug a course ever had (`course_slugs`), current ones included, so that an
 * address stays the course's after staff change it (the site answers 301 to the current one). A
 * slug belongs to one course for good: the primary key says so on both databases. The courses
 * already kept get slugs made from their titles here.
 */

// All or nothing on SQLite too (see migration 002).
export const up = allOrNothing(async (trx) => {
  await trx.schema
    .alterTable('courses')
    .addColumn('slug', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await trx.schema
    .createTable('course_slugs')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('course_id', 'text', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await trx.schema.createIndex('course_slugs_course_idx').on('course_slugs').column('course_id').execute();

  // Oldest first: of two courses with one title, the first keeps the plain slug.
  const courses = (await trx
    .selectFrom('courses')
    .select(['id', 'title'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as { id: string; title: string }[];
  const owners = new Map<string, string>();
  const now = new Date().toISOString();
  for (const course of courses) {
    const title = JSON.parse(course.title) as Record<string, string | undefined>;
    const slugs: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const base = slugify(title[language] ?? '') || slugify(title['fr'] ?? '') || course.id;
      let slug = base;
      for (let n = 2; owners.has(slug) && owners.get(slug) !== course.id; n += 1) slug = numberedSlug(base, n);
      owners.set(slug, course.id);
      slugs[language] = slug;
    }
    await trx
      .updateTable('courses')
      .set({ slug: JSON.stringify(slugs) })
      .where('id', '=', course.id)
      .execute();
    for (const slug of new Set(Object.values(slugs)))
      await trx.insertInto('course_slugs').values({ slug, course_id: course.id, created_at: now }).execute();
  }
});

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('course_slugs').execute();
  await db.schema.alterTable('courses').dropColumn('slug').execute();
}
