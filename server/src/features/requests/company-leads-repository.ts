import type { Kysely, Selectable } from 'kysely';
import type { CompanyLead, CompanyLeadInput } from '../../../../shared/domain/index.ts';
import type { CompanyLeadTable, Database } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { consentFields } from './consent-columns.ts';
import { arrivalColumns, createSpamOperations, spamField } from './inbox-repository.ts';
import {
  createPipelineOperations,
  deleteTrails,
  pipelineArrivalColumns,
  pipelineFields,
} from './pipeline-repository.ts';

const toCompanyLead = (row: Selectable<CompanyLeadTable> & { note_count?: number | string }): CompanyLead => ({
  _id: row.id,
  companyName: row.company_name,
  contactName: row.contact_name,
  email: row.email,
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.message ? { message: row.message } : {}),
  createdAt: row.created_at,
  ...pipelineFields<CompanyLead['status']>(row),
  ...spamField(row),
  ...consentFields(row),
});

export function createCompanyLeadsRepository(db: Kysely<Database>) {
  return {
    ...createSpamOperations(db, 'company_leads'),
    ...createPipelineOperations(db, 'company-lead', toCompanyLead),

    async create(input: CompanyLeadInput, options: { spam: boolean }): Promise<CompanyLead> {
      const row = {
        ...arrivalColumns(options.spam, input.consent),
        company_name: input.companyName,
        contact_name: input.contactName,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        ...pipelineArrivalColumns([input.companyName, input.contactName, input.email, input.phone, input.message]),
      };
      await db.insertInto('company_leads').values(row).execute();
      return toCompanyLead(row);
    },

    /** Deletes the request with its notes and history. */
    async delete(id: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await deleteTrails(trx, 'company-lead', [id]);
        const result = await trx.deleteFrom('company_leads').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type CompanyLeadsRepository = ReturnType<typeof createCompanyLeadsRepository>;
