import type { Kysely, Selectable } from 'kysely';
import type { Course, CourseInput } from '../../../shared/domain/index.ts';
import type { CourseTable, Database } from '../db/schema.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { newId } from '../ids.ts';
import { publicImageUrl } from '../public-paths.ts';

type CourseRow = Selectable<CourseTable> & {
  instructor_name: string;
  instructor_title: string;
  instructor_image_file: string | null;
};

function toCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    title: JSON.parse(row.title) as Course['title'],
    description: JSON.parse(row.description) as Course['description'],
    learnings: JSON.parse(row.learnings) as Course['learnings'],
    syllabus: JSON.parse(row.syllabus) as Course['syllabus'],
    category: row.category as Course['category'],
    duration: JSON.parse(row.duration) as Course['duration'],
    price: Number(row.price),
    ...(row.sale_price === null ? {} : { salePrice: Number(row.sale_price) }),
    ...(row.image_file ? { imageUrl: publicImageUrl(row.image_file) } : {}),
    instructor: {
      _id: row.instructor_id,
      name: row.instructor_name,
      title: JSON.parse(row.instructor_title) as Course['instructor']['title'],
      ...(row.instructor_image_file ? { imageUrl: publicImageUrl(row.instructor_image_file) } : {}),
    },
    skillLevel: row.skill_level as Course['skillLevel'],
    learningPace: row.learning_pace as Course['learningPace'],
    isPublished: Number(row.is_published) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(input: CourseInput) {
  return {
    title: JSON.stringify(input.title),
    description: JSON.stringify(input.description),
    learnings: JSON.stringify(input.learnings),
    syllabus: JSON.stringify(input.syllabus),
    category: input.category,
    duration: JSON.stringify(input.duration),
    price: input.price,
    sale_price: input.salePrice ?? null,
    instructor_id: input.instructor,
    skill_level: input.skillLevel,
    learning_pace: input.learningPace,
  };
}

export function createCoursesRepository(db: Kysely<Database>) {
  const selectCourses = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('courses')
      .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
      .selectAll('courses')
      .select([
        'instructors.name as instructor_name',
        'instructors.title as instructor_title',
        'instructors.image_file as instructor_image_file',
      ]);

  async function findById(id: string, options: { publishedOnly: boolean }): Promise<Course | undefined> {
    let query = selectCourses().where('courses.id', '=', id);
    if (options.publishedOnly) query = query.where('courses.is_published', '=', 1);
    const row = await query.executeTakeFirst();
    return row ? toCourse(row) : undefined;
  }

  return {
    findById,

    async list(options: { publishedOnly: boolean }): Promise<Course[]> {
      let query = selectCourses().orderBy('courses.created_at', 'desc').orderBy('courses.id', 'desc');
      if (options.publishedOnly) query = query.where('courses.is_published', '=', 1);
      return (await query.execute()).map(toCourse);
    },

    /** Each published course's id and last change, in the list's order: what the sitemap needs, nothing more. */
    async publishedStamps(): Promise<{ id: string; updatedAt: string }[]> {
      return db
        .selectFrom('courses')
        .select(['id', 'updated_at as updatedAt'])
        .where('is_published', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async create(input: CourseInput, imageFile: string | null): Promise<Course> {
      const now = new Date().toISOString();
      const id = newId();
      await db
        .insertInto('courses')
        .values({
          id,
          ...toColumns(input),
          image_file: imageFile,
          is_published: input.isPublished ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return (await findById(id, { publishedOnly: false }))!;
    },

    /** Replaces the course; a new image file replaces the old one, whose name is returned for removal. */
    async update(
      id: string,
      input: CourseInput,
      newImageFile: string | null,
    ): Promise<{ course: Course; replacedImageFile: string | null } | undefined> {
      return inTransaction(db, async (trx) => {
        const existing = await trx
          .selectFrom('courses')
          .select(['image_file', 'is_published'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!existing) return undefined;
        await trx
          .updateTable('courses')
          .set({
            ...toColumns(input),
            ...(newImageFile ? { image_file: newImageFile } : {}),
            is_published: input.isPublished === undefined ? existing.is_published : input.isPublished ? 1 : 0,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .execute();
        const row = await selectCourses(trx).where('courses.id', '=', id).executeTakeFirstOrThrow();
        return { course: toCourse(row), replacedImageFile: newImageFile ? existing.image_file : null };
      });
    },

    async togglePublished(id: string): Promise<Course | undefined> {
      const result = await db
        .updateTable('courses')
        .set((eb) => ({
          is_published: eb(eb.val(1), '-', eb.ref('is_published')),
          updated_at: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findById(id, { publishedOnly: false });
    },

    /** Deletes the course; answers whether it existed and the image file it leaves behind. */
    async delete(id: string): Promise<{ imageFile: string | null } | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('courses').select('image_file').where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        await trx.deleteFrom('courses').where('id', '=', id).execute();
        return { imageFile: row.image_file };
      });
    },

    async frenchTitlesByInstructor(instructorId: string): Promise<string[]> {
      const rows = await db.selectFrom('courses').select('title').where('instructor_id', '=', instructorId).execute();
      return rows.map((row) => (JSON.parse(row.title) as Course['title']).fr);
    },

    async findIdByFrenchTitle(title: string): Promise<string | undefined> {
      const rows = await db.selectFrom('courses').select(['id', 'title']).execute();
      return rows.find((row) => (JSON.parse(row.title) as Course['title']).fr === title)?.id;
    },

    async imageFiles(): Promise<string[]> {
      const rows = await db.selectFrom('courses').select('image_file').where('image_file', 'is not', null).execute();
      return rows.map((row) => row.image_file!);
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
