/**
 * What the inboxes of visitors' requests (leads, company leads, candidatures, contact messages)
 * share: a request that tripped the anti-spam check is kept with a flag, listed apart, restorable,
 * and purged once old.
 */
import type { Kysely } from 'kysely';
import type { Database, InboxTableName } from '../db/schema.ts';

interface InboxRow {
  id: string;
  is_spam: number;
  created_at: string;
}

/** The `spam` field of an answer: present only when the request is held as spam. */
export const spamField = (row: { is_spam: number }): { spam?: true } => (Number(row.is_spam) === 1 ? { spam: true } : {});

export const spamColumn = (spam: boolean) => (spam ? 1 : 0);

export function createSpamOperations(database: Kysely<Database>, table: InboxTableName) {
  // Every inbox table has these columns; one query serves the four.
  const db = database as unknown as Kysely<Record<InboxTableName, InboxRow>>;
  return {
    /** Moves a request held as spam back into its inbox; false when no such request is held. */
    async markNotSpam(id: string): Promise<boolean> {
      const result = await db.updateTable(table).set({ is_spam: 0 }).where('id', '=', id).where('is_spam', '=', 1).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the spam received before `before` (ISO date); answers how many went. */
    async purgeSpamBefore(before: string): Promise<number> {
      const result = await db.deleteFrom(table).where('is_spam', '=', 1).where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
