/** Admin: company quote requests. */
import type { CompanyLead } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchCompanyLeads = (signal?: AbortSignal): Promise<CompanyLead[]> => api.get<CompanyLead[]>('/company-leads', { silent: true, signal });

export const deleteCompanyLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/company-leads/${encodeURIComponent(id)}`, { silent: true });
