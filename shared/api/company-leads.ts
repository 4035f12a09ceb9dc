/** Admin: company quote requests. */
import type { CompanyLead } from '../domain/entities.ts';
import { api } from './client.ts';
import { fetchInboxList, markNotSpam, type UnarchivedInboxView } from './inbox.ts';

/** Every list of quote requests is keyed under it (plus its view): one invalidation reloads them all. */
export const ADMIN_COMPANY_LEADS_KEY = ['admin', 'company-leads'] as const;

export const fetchCompanyLeads = (view: UnarchivedInboxView = 'active', signal?: AbortSignal): Promise<CompanyLead[]> =>
  fetchInboxList<CompanyLead>('company-leads', view, signal);

export const deleteCompanyLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/company-leads/${encodeURIComponent(id)}`, { silent: true });

export const markCompanyLeadNotSpam = (id: string): Promise<{ message: string }> => markNotSpam('company-leads', id);
