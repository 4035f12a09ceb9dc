import type { Kysely, Selectable } from 'kysely';
import type { StaffRole, StaffUser } from '../../../../shared/domain/index.ts';
import type { Database, StaffUserTable } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';

/**
 * The password "hash" of an account made by an invitation, until its holder chooses a password:
 * no argon2 hash, so no password can match it (verifyPassword answers false).
 */
export const INVITED_PASSWORD_HASH = '!invited';

/** A staff user with what only the server reads: the password's hash. */
export interface StaffUserRecord extends StaffUser {
  passwordHash: string;
}

const toStaffUser = (row: Selectable<StaffUserTable>): StaffUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  active: row.active === 1,
  ...(row.last_login_at ? { lastLoginAt: row.last_login_at } : {}),
  createdAt: row.created_at,
  ...(row.password_provisional === 1 ? { passwordChangeRequired: true as const } : {}),
});

/** What PATCH /api/users/:id may change, as stored. */
export interface StaffUserChanges {
  name?: string;
  role?: StaffRole;
  active?: boolean;
}

export function createStaffUsersRepository(db: Kysely<Database>) {
  return {
    /** Everyone, the oldest account first (the first admin at the top). */
    async list(): Promise<StaffUser[]> {
      const rows = await db.selectFrom('staff_users').selectAll().orderBy('created_at').orderBy('id').execute();
      return rows.map(toStaffUser);
    },

    async findById(id: string): Promise<StaffUser | undefined> {
      const row = await db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toStaffUser(row) : undefined;
    },

    async findByEmail(email: string): Promise<StaffUserRecord | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row ? { ...toStaffUser(row), passwordHash: row.password_hash } : undefined;
    },

    /** The users who still wait to choose a password with an invitation. */
    async idsAwaitingInvitation(): Promise<string[]> {
      const rows = await db
        .selectFrom('staff_users')
        .select('id')
        .where('password_hash', '=', INVITED_PASSWORD_HASH)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Whether the user still waits to choose a password with an invitation (they have none of their own). */
    async awaitsInvitation(id: string): Promise<boolean> {
      const row = await db.selectFrom('staff_users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash === INVITED_PASSWORD_HASH;
    },

    async passwordHashOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('staff_users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Undefined when the e-mail is already someone's (whatever its case). */
    async create(user: {
      name: string;
      email: string;
      role: StaffRole;
      passwordHash: string;
      provisional: boolean;
    }): Promise<StaffUser | undefined> {
      const id = newId();
      const result = await db
        .insertInto('staff_users')
        .values({
          id,
          name: user.name,
          email: user.email.toLowerCase(),
          password_hash: user.passwordHash,
          role: user.role,
          active: 1,
          last_login_at: null,
          created_at: new Date().toISOString(),
          password_provisional: user.provisional ? 1 : 0,
        })
        // Two creations with one e-mail at once: the database's unique index decides, not a prior read.
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? this.findById(id) : undefined;
    },

    /** The user after the change; undefined when there is no such user. */
    async update(id: string, changes: StaffUserChanges): Promise<StaffUser | undefined> {
      const values = {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
      };
      if (Object.keys(values).length > 0)
        await db.updateTable('staff_users').set(values).where('id', '=', id).execute();
      return this.findById(id);
    },

    /** `provisional`: someone else chose or generated it, and its holder must change it at sign-in. */
    async setPasswordHash(
      id: string,
      passwordHash: string,
      { provisional }: { provisional: boolean },
    ): Promise<boolean> {
      const result = await db
        .updateTable('staff_users')
        .set({ password_hash: passwordHash, password_provisional: provisional ? 1 : 0 })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordLogin(id: string, at: string): Promise<void> {
      await db.updateTable('staff_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },

    /**
     * The ids of the active admins, held until the transaction ends: on PostgreSQL the rows are
     * locked (a second demotion waits, then sees the first), on SQLite the transaction becomes the
     * one writer. Two admins demoting each other at once cannot leave the centre without one.
     */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db
        .updateTable('staff_users')
        // Writes nothing new: the update is how both databases take the lock.
        .set((eb) => ({ role: eb.ref('role') }))
        .where('role', '=', 'admin')
        .where('active', '=', 1)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('staff_users').where('id', '=', id).execute();
    },
  };
}

export type StaffUsersRepository = ReturnType<typeof createStaffUsersRepository>;
