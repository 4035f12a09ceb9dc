/** Admin: the pre-registrations (SPEC §2 /admin/leads). Lists, statuses, notes and spam: inbox.ts. Archiving keeps a lead with its archive date. */
import { api } from './client.ts';

export const archiveLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/leads/${encodeURIComponent(id)}`, { silent: true });
