import type { Kysely, Selectable } from 'kysely';
import type { Instructor, InstructorInput } from '../../../../shared/domain/index.ts';
import type { Database, InstructorTable } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { newId } from '../../infra/db/ids.ts';
import { publicImageUrl } from '../../infra/http/public-paths.ts';
import { deleteWithPicture, picturesOf } from './picture-rows.ts';

const toInstructor = (row: Omit<Selectable<InstructorTable>, 'is_demo'>): Instructor => ({
  _id: row.id,
  name: row.name,
  title: JSON.parse(row.title) as Instructor['title'],
  ...(row.image_file ? { imageUrl: publicImageUrl(row.image_file) } : {}),
  createdAt: row.created_at,
});

export function createInstructorsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<Instructor[]> {
      const rows = await db
        .selectFrom('instructors')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toInstructor);
    },

    async exists(id: string): Promise<boolean> {
      return (await db.selectFrom('instructors').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async findByName(name: string): Promise<Instructor | undefined> {
      const row = await db.selectFrom('instructors').selectAll().where('name', '=', name).executeTakeFirst();
      return row ? toInstructor(row) : undefined;
    },

    async create(input: InstructorInput, imageFile: string | null): Promise<Instructor> {
      const row = {
        id: newId(),
        name: input.name,
        title: JSON.stringify(input.title),
        image_file: imageFile,
        created_at: new Date().toISOString(),
      };
      await db.insertInto('instructors').values(row).execute();
      return toInstructor(row);
    },

    /**
     * Renames and retitles an instructor, with a new photo when `imageFile` is given; answers the
     * instructor and the photo it replaced (to remove once committed), or undefined when none has that id.
     */
    async update(
      id: string,
      input: InstructorInput,
      imageFile: string | null,
    ): Promise<{ instructor: Instructor; replacedImageFile: string | null } | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('instructors').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        const changed = {
          name: input.name,
          title: JSON.stringify(input.title),
          image_file: imageFile ?? row.image_file,
        };
        await trx.updateTable('instructors').set(changed).where('id', '=', id).execute();
        return {
          instructor: toInstructor({ ...row, ...changed }),
          replacedImageFile: imageFile ? row.image_file : null,
        };
      });
    },

    /** Deletes the instructor; answers whether it existed and the photo it leaves behind. */
    delete(id: string): Promise<{ imageFile: string | null } | undefined> {
      return deleteWithPicture(db, 'instructors', id);
    },

    imageFiles(): Promise<string[]> {
      return picturesOf(db, 'instructors');
    },
  };
}

export type InstructorsRepository = ReturnType<typeof createInstructorsRepository>;
