/**
 * The audit trail (/api/audit, admins only): one page at a time, newest first, filtered by who,
 * what and when. Every call is silent: the screen shows its own states.
 */
import type { AuditEntry } from '../domain/audit.ts';
import { api, type Page } from './client.ts';

export const AUDIT_KEY = ['admin', 'audit'] as const;
/** The staff the actor filter offers (GET /api/users). */
export const AUDIT_ACTORS_KEY = [...AUDIT_KEY, 'actors'] as const;

/** How many rows a page of the trail shows. */
export const AUDIT_PAGE_SIZE = 50;

/** What narrows the trail; an empty text is no filter. */
export interface AuditFilters {
  /** A staff user's id. */
  actor?: string;
  action?: string;
  /** Calendar days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
}

export const auditPageKey = (filters: AuditFilters, page: number) =>
  [...AUDIT_KEY, 'page', { ...filters, page }] as const;

/** Page `page` (from 1) of the filtered trail, with how many rows the filters keep. */
export function fetchAuditPage(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const params = new URLSearchParams();
  for (const name of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  params.set('limit', String(AUDIT_PAGE_SIZE));
  params.set('offset', String((page - 1) * AUDIT_PAGE_SIZE));
  return api.getPage<AuditEntry>(`/audit?${params}`, { silent: true, signal });
}

export interface AuditActorOption {
  _id: string;
  name: string;
  email: string;
}

export const fetchAuditActors = (signal?: AbortSignal): Promise<AuditActorOption[]> =>
  api.get<AuditActorOption[]>('/users', { silent: true, signal });
