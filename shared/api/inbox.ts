/**
 * What the inboxes of visitors' requests share (leads, company leads, candidatures, contact
 * messages): one address per list, and the way out of the suspected-spam folder. A request that
 * tripped the anti-spam check is kept apart (?spam=true) until staff restore it or the server
 * deletes it after SPAM_RETENTION_DAYS. Every call is silent: the screens show their own states.
 *
 * The first three also go through the pipeline (shared/domain/pipeline.ts): a status, a history
 * and notes, lists filtered and paged by the server, counts per status, a CSV export.
 */
import type { RequestKind, RequestNote, RequestTrail, InboxSummary } from '../domain/pipeline.ts';
import { REQUEST_PATHS } from '../domain/pipeline.ts';
import type { Language } from '../domain/constants.ts';
import { api, type Page } from './client.ts';
import {
  filterParams,
  INBOX_SUMMARY_PATH,
  type InboxView,
  type RequestFilters,
  requestPagePath,
} from './request-lists.ts';

export { INBOX_VIEWS, type InboxView, type RequestFilters, REQUESTS_PAGE_SIZE } from './request-lists.ts';

const VIEW_QUERY: Record<InboxView, string> = { active: '', archived: '?archived=true', spam: '?spam=true' };

/** One list of the inbox at /api/<resource>, newest first. */
export const fetchInboxList = <T>(resource: string, view: InboxView, signal?: AbortSignal): Promise<T[]> =>
  api.get<T[]>(`/${resource}${VIEW_QUERY[view]}`, { silent: true, signal });

/** Moves a request held as spam back into its inbox; 404 when it is not held as spam (any more). */
export const markNotSpam = (resource: string, id: string): Promise<{ message: string }> =>
  api.post<{ message: string }>(`/${resource}/${encodeURIComponent(id)}/not-spam`, undefined, { silent: true });

/* ---------- The pipeline ---------- */

/**
 * Every pipeline query starts with REQUESTS_KEY: one invalidation (a live event, any change made
 * here) refreshes the lists, the counts and an open request at once.
 */
export const REQUESTS_KEY = ['requests'] as const;
export const INBOX_SUMMARY_KEY = [...REQUESTS_KEY, 'summary'] as const;
export const requestsKey = (kind: RequestKind) => [...REQUESTS_KEY, kind] as const;
export const requestListKey = (kind: RequestKind, filters: RequestFilters, page: number) =>
  [...requestsKey(kind), 'list', { ...filters, page }] as const;
export const requestDetailKey = (kind: RequestKind, id: string) => [...requestsKey(kind), 'detail', id] as const;

/** A request as the pipeline lists send it: the kind's own fields, its status, how many notes. */
export type RequestItem<T> = T & { status: string; statusReason?: string; noteCount?: number };
/** One request opened: the list's fields, its notes and its history, oldest first. */
export type RequestDetail<T> = RequestItem<T> & RequestTrail;

const requestPath = (kind: RequestKind, id: string) => `/${REQUEST_PATHS[kind]}/${encodeURIComponent(id)}`;

/** Page `page` (from 1) of a filtered list, newest first, with the filtered list's length. */
export function fetchRequestPage<T>(
  kind: RequestKind,
  filters: RequestFilters,
  page: number,
  signal?: AbortSignal,
): Promise<Page<RequestItem<T>>> {
  return api.getPage<RequestItem<T>>(requestPagePath(kind, filters, page), { silent: true, signal });
}

/** The API path (after /api) of the CSV of a filtered list, every page of it; `language` titles its columns and names its statuses. */
export function requestExportPath(kind: RequestKind, filters: RequestFilters, language: Language): string {
  const params = filterParams(filters);
  params.set('lng', language);
  const query = params.toString();
  return `/${REQUEST_PATHS[kind]}/export.csv${query ? `?${query}` : ''}`;
}

export const fetchRequestDetail = <T>(kind: RequestKind, id: string, signal?: AbortSignal): Promise<RequestDetail<T>> =>
  api.get<RequestDetail<T>>(requestPath(kind, id), { silent: true, signal });

export const setRequestStatus = <T>(
  kind: RequestKind,
  id: string,
  change: { status: string; reason?: string },
): Promise<RequestItem<T>> => api.patch<RequestItem<T>>(requestPath(kind, id), change, { silent: true });

export const addRequestNote = (kind: RequestKind, id: string, text: string): Promise<RequestNote> =>
  api.post<RequestNote>(`${requestPath(kind, id)}/notes`, { text }, { silent: true });

/** How many active requests of each kind are in each status. */
export const fetchInboxSummary = (signal?: AbortSignal): Promise<InboxSummary> =>
  api.get<InboxSummary>(INBOX_SUMMARY_PATH, { silent: true, signal });

/* GET /api/inbox/overview: the requests per week of the last 12 weeks, the conversion of pre-registrations per course, the oldest requests still waiting as `new`; keyed under the pipeline's queries, so a live event refreshes it with the inboxes. */

/** One week (from its Monday, UTC): how many requests of each kind arrived. */
export type OverviewWeek = { start: string } & Record<RequestKind, number>;

export interface CourseConversion {
  course: string;
  leads: number;
  enrolled: number;
}

export interface WaitingRequest {
  kind: RequestKind;
  _id: string;
  name: string;
  createdAt: string;
}

export interface InboxOverview {
  /** 12 weeks, oldest first, the current week last. */
  weeks: OverviewWeek[];
  /** Most pre-registrations first. */
  conversion: CourseConversion[];
  /** Oldest first. */
  waiting: WaitingRequest[];
}

export const INBOX_OVERVIEW_KEY = [...REQUESTS_KEY, 'overview'] as const;

export const fetchInboxOverview = (signal?: AbortSignal): Promise<InboxOverview> =>
  api.get<InboxOverview>('/inbox/overview', { silent: true, signal });
