import type { Kysely, Selectable } from 'kysely';
import type { ContactMessage, ContactMessageInput } from '../../../../shared/domain/index.ts';
import type { ContactMessageTable, Database } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';
import { consentColumns, consentFields } from './consent-columns.ts';
import { createSpamOperations, listInbox, spamColumn, spamField } from './inbox-repository.ts';

export const toContactMessage = (row: Selectable<ContactMessageTable>): ContactMessage => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  ...(row.phone ? { phone: row.phone } : {}),
  message: row.message,
  createdAt: row.created_at,
  ...(row.archived_at ? { archivedAt: row.archived_at } : {}),
  ...spamField(row),
  ...consentFields(row),
});

export function createContactMessagesRepository(db: Kysely<Database>) {
  return {
    ...createSpamOperations(db, 'contact_messages'),

    async create(input: ContactMessageInput, options: { spam: boolean }): Promise<ContactMessage> {
      const receivedAt = new Date().toISOString();
      const row = {
        id: newId(),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
        created_at: receivedAt,
        archived_at: null,
        is_spam: spamColumn(options.spam),
        ...consentColumns(input.consent, receivedAt),
      };
      await db.insertInto('contact_messages').values(row).execute();
      return toContactMessage(row);
    },

    /** The inbox (active messages), the archived ones, or those held as spam; newest first. */
    async list(options: { archived: boolean; spam: boolean }): Promise<ContactMessage[]> {
      return (await listInbox(db, 'contact_messages', options)).map(toContactMessage);
    },

    /** Answers false when no active message has this id. */
    async archive(id: string): Promise<boolean> {
      const result = await db
        .updateTable('contact_messages')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
