import type { Kysely } from 'kysely';
import type { StaffRef } from '../../../shared/domain/index.ts';
import type { Database } from '../db/schema.ts';
import { newId } from '../ids.ts';

export interface AdminRecord {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
}

export function createAdminsRepository(db: Kysely<Database>) {
  return {
    async findByEmail(email: string): Promise<AdminRecord | undefined> {
      const row = await db.selectFrom('admins').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
      return row ? { id: row.id, name: row.name, email: row.email, passwordHash: row.password_hash } : undefined;
    },

    /** The admin as their changes and notes name them; undefined when gone. */
    async findRef(id: string): Promise<StaffRef | undefined> {
      const row = await db.selectFrom('admins').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      return row ? { _id: row.id, name: row.name } : undefined;
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async create(admin: { name: string; email: string; passwordHash: string }): Promise<string> {
      const id = newId();
      await db
        .insertInto('admins')
        .values({ id, name: admin.name, email: admin.email.toLowerCase(), password_hash: admin.passwordHash, created_at: new Date().toISOString() })
        .execute();
      return id;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('admins').where('id', '=', id).execute();
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
