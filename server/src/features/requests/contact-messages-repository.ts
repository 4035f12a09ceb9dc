import type { Kysely, Selectable } from 'kysely';
import type { ContactMessage, ContactMessageInput } from '../../../../shared/domain/index.ts';
import type { ContactMessageTable, Database } from '../../infra/db/schema.ts';
import { consentFields } from './consent-columns.ts';
import { archiveRequest, arrivalColumns, createSpamOperations, listInbox, spamField } from './inbox-repository.ts';

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
      const row = {
        ...arrivalColumns(options.spam, input.consent),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message,
        archived_at: null,
      };
      await db.insertInto('contact_messages').values(row).execute();
      return toContactMessage(row);
    },

    /** The inbox (active messages), the archived ones, or those held as spam; newest first. */
    async list(options: { archived: boolean; spam: boolean }): Promise<ContactMessage[]> {
      return (await listInbox(db, 'contact_messages', options)).map(toContactMessage);
    },

    /** Answers false when no active message has this id. */
    archive(id: string): Promise<boolean> {
      return archiveRequest(db, 'contact_messages', id);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
