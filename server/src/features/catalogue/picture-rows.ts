/**
 * Courses and instructors each name one stored picture, `image_file`: what deleting a row leaves
 * behind for the caller to remove from storage, and every picture the rows name (the storage sweep
 * and the copy between drivers keep those).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';

type PictureTable = 'courses' | 'instructors';

/** Deletes the row; answers whether it existed and the picture it leaves behind. */
export function deleteWithPicture(
  db: Kysely<Database>,
  table: PictureTable,
  id: string,
): Promise<{ imageFile: string | null } | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom(table).select('image_file').where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom(table).where('id', '=', id).execute();
    return { imageFile: row.image_file };
  });
}

/** Every picture the table's rows name. */
export async function picturesOf(db: Kysely<Database>, table: PictureTable): Promise<string[]> {
  const rows = await db.selectFrom(table).select('image_file').where('image_file', 'is not', null).execute();
  return rows.map((row) => row.image_file!);
}
