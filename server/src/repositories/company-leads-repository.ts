import type { Kysely, Selectable } from 'kysely';
import type { CompanyLead, CompanyLeadInput } from '../../../shared/domain/index.ts';
import type { CompanyLeadTable, Database } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { createSpamOperations, listInbox, spamColumn, spamField } from './inbox.ts';

const toCompanyLead = (row: Selectable<CompanyLeadTable>): CompanyLead => ({
  _id: row.id,
  companyName: row.company_name,
  contactName: row.contact_name,
  email: row.email,
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.message ? { message: row.message } : {}),
  createdAt: row.created_at,
  ...spamField(row),
});

export function createCompanyLeadsRepository(db: Kysely<Database>) {
  return {
    ...createSpamOperations(db, 'company_leads'),

    async create(input: CompanyLeadInput, options: { spam: boolean }): Promise<CompanyLead> {
      const row = {
        id: newId(),
        company_name: input.companyName,
        contact_name: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        created_at: new Date().toISOString(),
        is_spam: spamColumn(options.spam),
      };
      await db.insertInto('company_leads').values(row).execute();
      return toCompanyLead(row);
    },

    /** The inbox, or the requests held as spam; newest first. */
    async list(options: { spam: boolean }): Promise<CompanyLead[]> {
      return (await listInbox(db, 'company_leads', options)).map(toCompanyLead);
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('company_leads').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CompanyLeadsRepository = ReturnType<typeof createCompanyLeadsRepository>;
