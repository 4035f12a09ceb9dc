/**
 * What the admin's first screen reads before it can show its rows, known from its address alone:
 * the browser entry sends these GETs while the admin's code is still loading (shared/api/
 * early-reads.ts), and the admin puts their answers in its cache before the screen first renders
 * (first-screen.ts), so the rows are there in its first frame. Only the pipeline's inboxes (the
 * screens staff open most and the longest lists) for now; any other screen reads as usual.
 * Nothing here may import the UI's libraries: it runs before they have arrived.
 */
import { sendEarlyReads } from '../api/early-reads.ts';
import { INBOX_SUMMARY_PATH, INBOX_VIEWS, type RequestFilters, requestPagePath, SESSION_INDEX_PATH } from '../api/request-lists.ts';
import { REQUEST_PATHS, type RequestKind } from '../domain/pipeline.ts';
import { mayUse, REQUEST_AREAS, type StaffRole } from '../domain/roles.ts';
import { inboxFilters, readInboxUrl } from './inbox/inbox-url.ts';

/** The page of an inbox a screen shows first, as the inbox asks for it (RequestInbox). */
export interface FirstInboxPage {
  kind: RequestKind;
  filters: RequestFilters;
  page: number;
  /** Whether the inbox shows its requests' sessions (pre-registrations, for a role that sees sessions). */
  sessionIndex: boolean;
}

/** The inbox page the screen at `pathname` (under /admin) with `search` shows first to `role`; none for any other screen. */
export function firstInboxPageOf(pathname: string, search: string, role: StaffRole): FirstInboxPage | undefined {
  const screen = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const kind = (Object.keys(REQUEST_PATHS) as RequestKind[]).find((candidate) => REQUEST_PATHS[candidate] === screen);
  if (!kind || !mayUse(role, REQUEST_AREAS[kind])) return undefined;
  const state = readInboxUrl(new URLSearchParams(search), kind, INBOX_VIEWS[kind]);
  // Pre-registrations are the inbox filtered by session (LeadsPage's bySession).
  return { kind, filters: inboxFilters(state, kind === 'lead'), page: state.page, sessionIndex: kind === 'lead' && mayUse(role, 'sessions') };
}

/** The API paths (after /api) the screen at `pathname` with `search` reads first, for `role`: its page, the counts, the sessions it names. */
export function firstReadsOf(pathname: string, search: string, role: StaffRole): string[] {
  const first = firstInboxPageOf(pathname, search, role);
  if (!first) return [];
  return [requestPagePath(first.kind, first.filters, first.page), INBOX_SUMMARY_PATH, ...(first.sessionIndex ? [SESSION_INDEX_PATH] : [])];
}

let sent: FirstInboxPage | undefined;

/** Sends the first reads of the screen at `pathname` with `search` for a stored session, and keeps what they were for. */
export function sendFirstReads(pathname: string, search: string, session: { role: StaffRole; token: string }): void {
  const first = firstInboxPageOf(pathname, search, session.role);
  if (!first) return;
  sendEarlyReads(
    firstReadsOf(pathname, search, session.role).map((path) => `/api${path}`),
    session.token,
  );
  sent = first;
}

/** The inbox page whose reads were sent early, once: the admin's first mount waits for it, no later one. */
export function takeSentFirstReads(): FirstInboxPage | undefined {
  const first = sent;
  sent = undefined;
  return first;
}
