/**
 * What the demo seed added (`is_demo`, migration 014): counted for the admin's notice, and removed
 * in one go. Nothing staff made is touched: a demo instructor who teaches one of the centre's own
 * courses stays (a course cannot lose its instructor).
 */
import type { Kysely } from 'kysely';
import type { DemoContent } from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';

export type DemoTable = 'courses' | 'course_sessions' | 'instructors' | 'testimonials';

export function createDemoContentRepository(db: Kysely<Database>) {
  const count = async (table: DemoTable) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('is_demo', '=', 1)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };

  /** The demo instructors that teach none of the centre's own courses. */
  const removableInstructors = () =>
    db
      .selectFrom('instructors')
      .select(['id', 'image_file'])
      .where('is_demo', '=', 1)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('courses')
              .select('courses.id')
              .whereRef('courses.instructor_id', '=', 'instructors.id')
              .where('courses.is_demo', '=', 0),
          ),
        ),
      );

  return {
    async count(): Promise<DemoContent> {
      return {
        courses: await count('courses'),
        sessions: await count('course_sessions'),
        instructors: await count('instructors'),
        testimonials: await count('testimonials'),
      };
    },

    /** Marks a row the seed added as demo. */
    async mark(table: DemoTable, id: string): Promise<void> {
      await db.updateTable(table).set({ is_demo: 1 }).where('id', '=', id).execute();
    },

    /**
     * Removes every demo row (a demo course with its sessions, whatever their mark); answers what
     * was removed and the pictures left behind, to delete once committed. Run it in a transaction.
     */
    async remove(): Promise<{ removed: DemoContent; imageFiles: string[] }> {
      const courses = await db.selectFrom('courses').select(['id', 'image_file']).where('is_demo', '=', 1).execute();
      const instructors = await removableInstructors().execute();
      const courseIds = courses.map((course) => course.id);
      const sessions = courseIds.length
        ? await db
            .deleteFrom('course_sessions')
            .where((eb) => eb.or([eb('is_demo', '=', 1), eb('course_id', 'in', courseIds)]))
            .executeTakeFirst()
        : await db.deleteFrom('course_sessions').where('is_demo', '=', 1).executeTakeFirst();
      if (courseIds.length) await db.deleteFrom('courses').where('id', 'in', courseIds).execute();
      if (instructors.length)
        await db
          .deleteFrom('instructors')
          .where(
            'id',
            'in',
            instructors.map((instructor) => instructor.id),
          )
          .execute();
      const testimonials = await db.deleteFrom('testimonials').where('is_demo', '=', 1).executeTakeFirst();
      return {
        removed: {
          courses: courses.length,
          sessions: Number(sessions.numDeletedRows),
          instructors: instructors.length,
          testimonials: Number(testimonials.numDeletedRows),
        },
        imageFiles: [...courses, ...instructors].flatMap((row) => (row.image_file ? [row.image_file] : [])),
      };
    },
  };
}

export type DemoContentRepository = ReturnType<typeof createDemoContentRepository>;
