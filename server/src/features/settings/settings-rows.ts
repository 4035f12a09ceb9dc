/**
 * centre_settings keeps one JSON value a row, named by its id: the centre's details ('centre'),
 * the routing of staff notifications ('notifications'), the rewritten site texts ('site-texts').
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.ts';

/** The row's value as saved and when; undefined before it is first saved. */
export async function readSettingsRow(
  db: Kysely<Database>,
  id: string,
): Promise<{ value: unknown; updatedAt: string } | undefined> {
  const row = await db.selectFrom('centre_settings').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at } : undefined;
}

/** Saves the row's value whole (adding the row the first time); answers when. */
export async function writeSettingsRow(db: Kysely<Database>, id: string, value: unknown): Promise<string> {
  const row = { id, value: JSON.stringify(value), updated_at: new Date().toISOString() };
  await db
    .insertInto('centre_settings')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
  return row.updated_at;
}
