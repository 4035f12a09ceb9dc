import type { Kysely, Selectable } from 'kysely';
import type { Language } from '../../../../shared/domain/index.ts';
import type { Database, StaffInvitationTable } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';

/** An invitation as stored: never its token, only the token's hash. */
export interface StaffInvitationRecord {
  _id: string;
  userId: string;
  language: Language;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
  revokedAt?: string;
}

const toRecord = (row: Selectable<StaffInvitationTable>): StaffInvitationRecord => ({
  _id: row.id,
  userId: row.user_id,
  language: row.language as Language,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  ...(row.used_at ? { usedAt: row.used_at } : {}),
  ...(row.revoked_at ? { revokedAt: row.revoked_at } : {}),
});

export function createStaffInvitationsRepository(db: Kysely<Database>) {
  return {
    async create(
      invitation: { userId: string; tokenHash: string; language: Language; expiresAt: Date },
      now = new Date(),
    ): Promise<StaffInvitationRecord> {
      const row = {
        id: newId(),
        user_id: invitation.userId,
        token_hash: invitation.tokenHash,
        language: invitation.language,
        created_at: now.toISOString(),
        expires_at: invitation.expiresAt.toISOString(),
        used_at: null,
        revoked_at: null,
      };
      await db.insertInto('staff_invitations').values(row).execute();
      return toRecord(row);
    },

    async findByTokenHash(tokenHash: string): Promise<StaffInvitationRecord | undefined> {
      const row = await db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** The latest invitation of each of `userIds` that has one. */
    async latestOf(userIds: readonly string[]): Promise<Map<string, StaffInvitationRecord>> {
      const latest = new Map<string, StaffInvitationRecord>();
      if (userIds.length === 0) return latest;
      const rows = await db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('user_id', 'in', userIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) latest.set(row.user_id, toRecord(row));
      return latest;
    },

    /**
     * Marks a live invitation used: false when it was used, revoked or expired meanwhile (two
     * tabs sending the same link at once: one wins, by this conditional update).
     */
    async markUsed(id: string, now = new Date()): Promise<boolean> {
      const result = await db
        .updateTable('staff_invitations')
        .set({ used_at: now.toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Revokes every invitation of a user not used nor revoked yet; answers how many. */
    async revokeOpenOf(userId: string, now = new Date()): Promise<number> {
      const result = await db
        .updateTable('staff_invitations')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type StaffInvitationsRepository = ReturnType<typeof createStaffInvitationsRepository>;
