import type { Kysely } from 'kysely';
import type { Database } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';

/** Failed logins, kept in the database so that a restart or a second server sees them. */
export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /** Answers the row's id (to remove it again when the attempt turns out to be allowed and right). */
    async add(failure: { email: string; address: string; failedAt: string }): Promise<string> {
      const id = newId();
      await db
        .insertInto('login_failures')
        .values({ id, email: failure.email, address: failure.address, failed_at: failure.failedAt })
        .execute();
      return id;
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('login_failures').where('id', '=', id).execute();
    },

    /**
     * Times of the newest failures (at most `limit`, newest first) since `since` from this address,
     * for this e-mail only when one is given.
     */
    async recentFromAddress(address: string, since: string, limit: number, email?: string): Promise<string[]> {
      let query = db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('address', '=', address)
        .where('failed_at', '>', since);
      if (email !== undefined) query = query.where('email', '=', email);
      const rows = await query.orderBy('failed_at', 'desc').limit(limit).execute();
      return rows.map((row) => row.failed_at);
    },

    /**
     * Attempts for this e-mail since `since`, from any address, recorded before the attempt `id`
     * (ids follow the order of recording), counted while they are still in flight too.
     */
    async countForEmailBefore(email: string, since: string, id: string): Promise<number> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('email', '=', email)
        .where('failed_at', '>', since)
        .where('id', '<', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Forgets the failures of this e-mail from this address (its owner just logged in from there). */
    async clearEmailAndAddress(email: string, address: string): Promise<void> {
      await db.deleteFrom('login_failures').where('email', '=', email).where('address', '=', address).execute();
    },

    /** Deletes the failures older than `before`; answers how many. */
    async pruneBefore(before: string): Promise<number> {
      const result = await db.deleteFrom('login_failures').where('failed_at', '<=', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof createLoginFailuresRepository>;
