/** Admin: the pre-registrations (SPEC §2 /admin/leads). Archiving keeps a lead with its archive date. */
import type { Lead } from '../domain/entities.ts';
import { api } from './client.ts';
import { fetchInboxList, type InboxView, markNotSpam } from './inbox.ts';

/** Every list of pre-registrations is keyed under it (plus its view): one invalidation reloads them all. */
export const ADMIN_LEADS_KEY = ['admin', 'leads'] as const;

export const fetchLeads = (view: InboxView = 'active', signal?: AbortSignal): Promise<Lead[]> => fetchInboxList<Lead>('leads', view, signal);

export const archiveLead = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/leads/${encodeURIComponent(id)}`, { silent: true });

export const markLeadNotSpam = (id: string): Promise<{ message: string }> => markNotSpam('leads', id);
