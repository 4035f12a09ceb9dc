/** Admin: company quote requests. Lists, statuses, notes and spam: inbox.ts. */
import { api } from './client.ts';

export const deleteCompanyLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/company-leads/${encodeURIComponent(id)}`, { silent: true });
