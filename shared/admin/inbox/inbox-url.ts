/**
 * What an inbox's address says (useInboxUrl.ts keeps it there), read without the router: the
 * admin's entry reads it to ask for the first page before the rest of the admin has arrived.
 */
import type { InboxView, RequestFilters } from '../../api/request-lists.ts';
import { calendarDayOrNone } from '../../domain/calendar.ts';
import { isStatusOf, REQUEST_LIMITS, type RequestKind } from '../../domain/pipeline.ts';

export interface InboxUrlState extends RequestFilters {
  q: string;
  /** From 1. */
  page: number;
  /** The id of the request shown in the panel. */
  open?: string;
}

/** The state an address describes; anything unknown in it (a status of another kind, page 0, 2026-02-30) is ignored. */
export function readInboxUrl(params: URLSearchParams, kind: RequestKind, views: readonly InboxView[]): InboxUrlState {
  const view = params.get('view');
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    view: views.includes(view as InboxView) ? (view as InboxView) : 'active',
    status: isStatusOf(kind, status) ? status : undefined,
    q: (params.get('q') ?? '').slice(0, REQUEST_LIMITS.search),
    // Only pre-registrations name a session.
    sessionId: kind === 'lead' ? params.get('session') || undefined : undefined,
    from: calendarDayOrNone(params.get('from')),
    to: calendarDayOrNone(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    open: params.get('open') || undefined,
  };
}

/** The filters of the list shown: a status is no filter in the spam folder; a session only where the inbox offers one. */
export const inboxFilters = (
  { view, status, q, sessionId, from, to }: InboxUrlState,
  bySession: boolean,
): RequestFilters => ({
  view,
  status: view === 'spam' ? undefined : status,
  q,
  sessionId: bySession ? sessionId : undefined,
  from,
  to,
});
