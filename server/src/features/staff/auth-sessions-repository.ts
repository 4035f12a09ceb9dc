import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';

/** Who a live session belongs to, as every admin request needs them. */
export interface SessionHolder {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Their password is provisional: every staff route but the change of password refuses them. */
  passwordChangeRequired: boolean;
}

export function createStaffSessionsRepository(db: Kysely<Database>) {
  return {
    /** A new session of `userId` lasting `lifetimeMs`; answers its id (the token's `sid`). */
    async start(userId: string, lifetimeMs: number, now = new Date()): Promise<string> {
      const id = randomBytes(18).toString('base64url');
      await db
        .insertInto('staff_sessions')
        .values({
          id,
          user_id: userId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
          revoked_at: null,
        })
        .execute();
      return id;
    },

    /**
     * The holder of a session that still counts: not revoked, not expired, of this user, who is
     * active. One indexed read per admin request.
     */
    async holder(sessionId: string, userId: string, now = new Date()): Promise<SessionHolder | undefined> {
      const row = await db
        .selectFrom('staff_sessions')
        .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
        .select([
          'staff_users.id',
          'staff_users.name',
          'staff_users.email',
          'staff_users.role',
          'staff_users.password_provisional',
        ])
        .where('staff_sessions.id', '=', sessionId)
        .where('staff_sessions.user_id', '=', userId)
        .where('staff_sessions.revoked_at', 'is', null)
        .where('staff_sessions.expires_at', '>', now.toISOString())
        .where('staff_users.active', '=', 1)
        .executeTakeFirst();
      return row
        ? {
            _id: row.id,
            name: row.name,
            email: row.email,
            role: row.role as StaffRole,
            passwordChangeRequired: row.password_provisional === 1,
          }
        : undefined;
    },

    /** Ends one session; false when it was not live. */
    async revoke(sessionId: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every session of a user (but `except`, the one they act from); answers how many. */
    async revokeAllOf(
      userId: string,
      { except, now = new Date() }: { except?: string; now?: Date } = {},
    ): Promise<number> {
      let query = db
        .updateTable('staff_sessions')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (except) query = query.where('id', '<>', except);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Forgets sessions expired before `before`: their tokens are refused by their own expiry. */
    async pruneExpired(before: Date): Promise<void> {
      await db.deleteFrom('staff_sessions').where('expires_at', '<', before.toISOString()).execute();
    },
  };
}

export type StaffSessionsRepository = ReturnType<typeof createStaffSessionsRepository>;
