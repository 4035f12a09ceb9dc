/** Admin: the pre-registrations (SPEC §2 /admin/leads). Archiving keeps a lead with its archive date. */
import type { Lead } from '../domain/entities.ts';
import { api } from './client.ts';

export const fetchLeads = (archived = false, signal?: AbortSignal): Promise<Lead[]> =>
  api.get<Lead[]>(archived ? '/leads?archived=true' : '/leads', { silent: true, signal });

export const archiveLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/leads/${encodeURIComponent(id)}`, { silent: true });
