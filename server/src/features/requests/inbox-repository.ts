/**
 * What the inboxes of visitors' requests (leads, company leads, candidatures, contact messages)
 * share: a request that tripped the anti-spam check is kept with a flag, listed apart, restorable,
 * and purged once old.
 */
import type { Kysely, Selectable } from 'kysely';
import type { RequestKind } from '../../../../shared/domain/index.ts';
import { newId } from '../../infra/db/ids.ts';
import type { Database, InboxTableName } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { consentColumns } from './consent-columns.ts';
import { deleteTrails, PIPELINE_TABLES } from './pipeline-repository.ts';

/** The pipeline kind of an inbox table; contact messages have none. (A function: pipeline.ts imports this module.) */
const pipelineKindOf = (table: InboxTableName): RequestKind | undefined =>
  (Object.keys(PIPELINE_TABLES) as RequestKind[]).find((kind) => PIPELINE_TABLES[kind] === table);

interface InboxRow {
  id: string;
  is_spam: number;
  created_at: string;
  /** Only in the inboxes that archive (leads, contact messages). */
  archived_at: string | null;
}

/** The `spam` field of an answer: present only when the request is held as spam. */
export const spamField = (row: { is_spam: number }): { spam?: true } =>
  Number(row.is_spam) === 1 ? { spam: true } : {};

export const spamColumn = (spam: boolean) => (spam ? 1 : 0);

/** The columns every request gets as it arrives: its id, when, whether it is held as spam, and the visitor's consent. */
export function arrivalColumns(spam: boolean, consent: boolean | undefined) {
  const receivedAt = new Date().toISOString();
  return { id: newId(), created_at: receivedAt, is_spam: spamColumn(spam), ...consentColumns(consent, receivedAt) };
}

/** Archives a request still to handle in an inbox that archives, keeping its row with the date; false when there is none. */
export async function archiveRequest(
  database: Kysely<Database>,
  table: 'leads' | 'contact_messages',
  id: string,
): Promise<boolean> {
  const db = database as unknown as Kysely<Record<InboxTableName, InboxRow>>;
  const result = await db
    .updateTable(table)
    .set({ archived_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function createSpamOperations(database: Kysely<Database>, table: InboxTableName) {
  // Every inbox table has these columns; one query serves the four.
  const db = database as unknown as Kysely<Record<InboxTableName, InboxRow>>;
  return {
    /** Moves a request held as spam back into its inbox; false when no such request is held. */
    async markNotSpam(id: string): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ is_spam: 0 })
        .where('id', '=', id)
        .where('is_spam', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the spam received before `before` (ISO date), notes and history with it; answers how many went. */
    async purgeSpamBefore(before: string): Promise<number> {
      return inTransaction(db, async (trx) => {
        const kind = pipelineKindOf(table);
        if (kind) {
          const ids = (
            await trx.selectFrom(table).select('id').where('is_spam', '=', 1).where('created_at', '<', before).execute()
          ).map((row) => row.id);
          await deleteTrails(trx as unknown as Kysely<Database>, kind, ids);
        }
        const result = await trx
          .deleteFrom(table)
          .where('is_spam', '=', 1)
          .where('created_at', '<', before)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
  };
}

/**
 * One list of an inbox, newest first: the requests held as spam, or the others (with `archived`,
 * for the inboxes that archive, the archived ones or those still to handle).
 */
export async function listInbox<T extends InboxTableName>(
  database: Kysely<Database>,
  table: T,
  options: { spam: boolean; archived?: boolean },
): Promise<Selectable<Database[T]>[]> {
  // Every inbox table has these columns; typed as one of them, one query serves the four.
  const db = database as unknown as Kysely<Record<InboxTableName, InboxRow>>;
  let query = db
    .selectFrom(table as InboxTableName as 'leads')
    .selectAll()
    .where('is_spam', '=', spamColumn(options.spam));
  if (!options.spam && options.archived !== undefined)
    query = query.where('archived_at', options.archived ? 'is not' : 'is', null);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows as unknown as Selectable<Database[T]>[];
}
