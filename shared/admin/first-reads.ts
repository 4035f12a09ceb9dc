/**
 * What the admin's first screen reads before it can show its rows, known from its address alone:
 * the browser entry sends these GETs while the admin's code is still loading (shared/api/
 * early-reads.ts), so the rows are there when the screen first renders. Only the pipeline's
 * inboxes (the screens staff open most and the longest lists) for now; any other screen reads
 * as usual. Nothing here may import the UI's libraries: it runs before they have arrived.
 */
import { INBOX_SUMMARY_PATH, INBOX_VIEWS, requestPagePath } from '../api/request-lists.ts';
import { REQUEST_PATHS, type RequestKind } from '../domain/request-kinds.ts';
import { mayUse, REQUEST_AREAS, type StaffRole } from '../domain/roles.ts';
import { inboxFilters, readInboxUrl } from './inbox/inbox-url.ts';

/** The API paths (after /api) the screen at `pathname` (under /admin) with `search` reads first, for `role`. */
export function firstReadsOf(pathname: string, search: string, role: StaffRole): string[] {
  const screen = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  const kind = (Object.keys(REQUEST_PATHS) as RequestKind[]).find((candidate) => REQUEST_PATHS[candidate] === screen);
  if (!kind || !mayUse(role, REQUEST_AREAS[kind])) return [];
  const state = readInboxUrl(new URLSearchParams(search), kind, INBOX_VIEWS[kind]);
  // Pre-registrations are the inbox filtered by session (LeadsPage's bySession).
  return [requestPagePath(kind, inboxFilters(state, kind === 'lead'), state.page), INBOX_SUMMARY_PATH];
}
