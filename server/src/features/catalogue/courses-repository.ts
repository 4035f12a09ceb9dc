import type { Kysely, Selectable } from 'kysely';
import {
  type Course,
  type CourseInput,
  type Language,
  LANGUAGES,
  numberedSlug,
  slugify,
} from '../../../../shared/domain/index.ts';
import type { CourseTable, Database } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { newId } from '../../infra/db/ids.ts';
import { publicImageUrl } from '../../infra/http/public-paths.ts';
import { deleteWithPicture, picturesOf } from './picture-rows.ts';

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
    slug: JSON.parse(row.slug) as NonNullable<Course['slug']>,
  };
}

/** A slug staff chose that another course has, or had: the route answers 400 `slug_taken`. */
export interface SlugTaken {
  slugTaken: Language;
}

/** Undoes a save whose slug is taken (thrown inside its transaction, answered as SlugTaken). */
class SlugTakenError extends Error {
  constructor(readonly language: Language) {
    super(`The ${language} slug belongs to another course.`);
  }
}

async function unlessSlugTaken<T>(work: () => Promise<T>): Promise<T | SlugTaken> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SlugTakenError) return { slugTaken: error.language };
    throw error;
  }
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

  async function findById(
    id: string,
    options: { publishedOnly: boolean },
    executor: Kysely<Database> = db,
  ): Promise<Course | undefined> {
    let query = selectCourses(executor).where('courses.id', '=', id);
    if (options.publishedOnly) query = query.where('courses.is_published', '=', 1);
    const row = await query.executeTakeFirst();
    return row ? toCourse(row) : undefined;
  }

  /**
   * Makes `slug` the course's for good, unless another course has or had it: answers whether it is
   * the course's now. (ON CONFLICT: of two courses claiming one slug at once, one gets it and the
   * other learns it, on both databases, without an error that would end the transaction.)
   */
  async function claimSlug(executor: Kysely<Database>, courseId: string, slug: string): Promise<boolean> {
    await executor
      .insertInto('course_slugs')
      .values({ slug, course_id: courseId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .execute();
    const owner = await executor
      .selectFrom('course_slugs')
      .select('course_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return owner?.course_id === courseId;
  }

  /** A slug made from a title: the plain one when free, else `-2`, `-3`… */
  async function claimFreeSlug(executor: Kysely<Database>, courseId: string, base: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : numberedSlug(base, n);
      if (await claimSlug(executor, courseId, slug)) return slug;
    }
  }

  /**
   * The course's slugs after a save: the one staff typed for a language, else the current one (a
   * new title does not move an address), else one made from the title in that language (French's
   * when it gives none, the id when neither does).
   */
  async function settleSlugs(
    executor: Kysely<Database>,
    courseId: string,
    input: CourseInput,
    current: Partial<Record<Language, string>>,
  ): Promise<Record<Language, string>> {
    const slugs = {} as Record<Language, string>;
    for (const language of LANGUAGES) {
      const typed = input.slug?.[language];
      if (typed !== undefined && typed !== current[language]) {
        if (!(await claimSlug(executor, courseId, typed))) throw new SlugTakenError(language);
        slugs[language] = typed;
      } else {
        slugs[language] =
          current[language] ??
          (await claimFreeSlug(
            executor,
            courseId,
            slugify(input.title[language]) || slugify(input.title.fr) || courseId,
          ));
      }
    }
    return slugs;
  }

  return {
    findById,

    async list(options: { publishedOnly: boolean }): Promise<Course[]> {
      let query = selectCourses().orderBy('courses.created_at', 'desc').orderBy('courses.id', 'desc');
      if (options.publishedOnly) query = query.where('courses.is_published', '=', 1);
      return (await query.execute()).map(toCourse);
    },

    /** Each published course's id, slugs and last change, in the list's order: what the sitemap needs, nothing more. */
    async publishedStamps(): Promise<{ id: string; slug: Record<Language, string>; updatedAt: string }[]> {
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'slug', 'updated_at as updatedAt'])
        .where('is_published', '=', 1)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, slug: JSON.parse(row.slug) as Record<Language, string> }));
    },

    /**
     * Each published course's id by any slug it has or had, or by its id: the course a page's
     * address names. Slugs are matched lowercase, as they are kept.
     */
    async findPublishedIdByAddress(idOrSlug: string): Promise<string | undefined> {
      const byId = await db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', idOrSlug)
        .where('is_published', '=', 1)
        .executeTakeFirst();
      if (byId) return byId.id;
      const bySlug = await db
        .selectFrom('course_slugs')
        .innerJoin('courses', 'courses.id', 'course_slugs.course_id')
        .select('courses.id')
        .where('course_slugs.slug', '=', idOrSlug.toLowerCase())
        .where('courses.is_published', '=', 1)
        .executeTakeFirst();
      return bySlug?.id;
    },

    async create(input: CourseInput, imageFile: string | null): Promise<Course | SlugTaken> {
      return unlessSlugTaken(() =>
        inTransaction(db, async (trx) => {
          const now = new Date().toISOString();
          const id = newId();
          await trx
            .insertInto('courses')
            .values({
              id,
              ...toColumns(input),
              image_file: imageFile,
              is_published: input.isPublished ? 1 : 0,
              created_at: now,
              updated_at: now,
              slug: '{}',
            })
            .execute();
          const slugs = await settleSlugs(trx, id, input, {});
          await trx
            .updateTable('courses')
            .set({ slug: JSON.stringify(slugs) })
            .where('id', '=', id)
            .execute();
          return (await findById(id, { publishedOnly: false }, trx))!;
        }),
      );
    },

    /** Replaces the course; a new image file replaces the old one, whose name is returned for removal. */
    async update(
      id: string,
      input: CourseInput,
      newImageFile: string | null,
    ): Promise<{ course: Course; replacedImageFile: string | null } | SlugTaken | undefined> {
      return unlessSlugTaken(() =>
        inTransaction(db, async (trx) => {
          const existing = await trx
            .selectFrom('courses')
            .select(['image_file', 'is_published', 'slug'])
            .where('id', '=', id)
            .executeTakeFirst();
          if (!existing) return undefined;
          const slugs = await settleSlugs(
            trx,
            id,
            input,
            JSON.parse(existing.slug) as Partial<Record<Language, string>>,
          );
          await trx
            .updateTable('courses')
            .set({
              ...toColumns(input),
              slug: JSON.stringify(slugs),
              ...(newImageFile ? { image_file: newImageFile } : {}),
              is_published: input.isPublished === undefined ? existing.is_published : input.isPublished ? 1 : 0,
              updated_at: new Date().toISOString(),
            })
            .where('id', '=', id)
            .execute();
          const row = await selectCourses(trx).where('courses.id', '=', id).executeTakeFirstOrThrow();
          return { course: toCourse(row), replacedImageFile: newImageFile ? existing.image_file : null };
        }),
      );
    },

    /** Gives the course a new image file; answers the course and the old file's name, for removal. */
    async replaceImage(
      id: string,
      newImageFile: string,
    ): Promise<{ course: Course; replacedImageFile: string | null } | undefined> {
      return inTransaction(db, async (trx) => {
        const existing = await trx.selectFrom('courses').select('image_file').where('id', '=', id).executeTakeFirst();
        if (!existing) return undefined;
        await trx
          .updateTable('courses')
          .set({ image_file: newImageFile, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const row = await selectCourses(trx).where('courses.id', '=', id).executeTakeFirstOrThrow();
        return { course: toCourse(row), replacedImageFile: existing.image_file };
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
    delete(id: string): Promise<{ imageFile: string | null } | undefined> {
      return deleteWithPicture(db, 'courses', id);
    },

    async frenchTitlesByInstructor(instructorId: string): Promise<string[]> {
      const rows = await db.selectFrom('courses').select('title').where('instructor_id', '=', instructorId).execute();
      return rows.map((row) => (JSON.parse(row.title) as Course['title']).fr);
    },

    async findIdByFrenchTitle(title: string): Promise<string | undefined> {
      const rows = await db.selectFrom('courses').select(['id', 'title']).execute();
      return rows.find((row) => (JSON.parse(row.title) as Course['title']).fr === title)?.id;
    },

    imageFiles(): Promise<string[]> {
      return picturesOf(db, 'courses');
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
