/**
 * The addresses of the admin's lists, without the HTTP client: the admin's entry asks for its
 * first screen's reads with them before the rest of the admin's code has arrived (early-reads.ts),
 * and the screens ask with them afterwards, so both ask for the same address.
 */
import { REQUEST_PATHS, type RequestKind } from '../domain/pipeline.ts';

/** Which list of an inbox: the requests to handle, the archived ones, or those held as spam. */
export type InboxView = 'active' | 'archived' | 'spam';

/**
 * The lists each inbox shows besides its spam folder (the pages give their labels): an address
 * naming another is read as the inbox's active list, by the inbox and by its first read alike.
 */
export const INBOX_VIEWS: Record<RequestKind, readonly InboxView[]> = {
  lead: ['active', 'archived', 'spam'],
  'company-lead': ['active', 'spam'],
  candidature: ['active', 'spam'],
};

/** GET /api/inbox/summary: how many active requests of each kind are in each status. */
export const INBOX_SUMMARY_PATH = '/inbox/summary';

/** GET /api/courses/all: every course, drafts included, for the admin's course list. */
export const ADMIN_COURSES_PATH = '/courses/all';

/** GET /api/sessions: every session, the pre-registrations inbox's index of them (useSessionIndex). */
export const SESSION_INDEX_PATH = '/sessions';

/** How many rows a page of an inbox shows. */
export const REQUESTS_PAGE_SIZE = 25;

/** What narrows a list; the same for its page, its export and its link. */
export interface RequestFilters {
  view: InboxView;
  /** One of the kind's statuses, or undefined for all. */
  status?: string;
  q?: string;
  /** Pre-registrations only: those naming this course session. */
  sessionId?: string;
  /** Received from / to these days (YYYY-MM-DD, the centre's days), both included. */
  from?: string;
  to?: string;
}

export function filterParams({ view, status, q, sessionId, from, to }: RequestFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'archived') params.set('archived', 'true');
  if (view === 'spam') params.set('spam', 'true');
  if (status) params.set('status', status);
  if (q?.trim()) params.set('q', q.trim());
  if (sessionId) params.set('sessionId', sessionId);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params;
}

/** The API path (after /api) of page `page` (from 1) of a filtered list. */
export function requestPagePath(kind: RequestKind, filters: RequestFilters, page: number): string {
  const params = filterParams(filters);
  params.set('limit', String(REQUESTS_PAGE_SIZE));
  params.set('offset', String((page - 1) * REQUESTS_PAGE_SIZE));
  return `/${REQUEST_PATHS[kind]}?${params}`;
}
