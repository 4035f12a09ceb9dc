/**
 * What the admin's first screen reads before it can show its rows, known from its address alone:
 * the browser entry sends these GETs while the admin's code is still loading (shared/api/
 * early-reads.ts), and the admin puts their answers in its cache before the screen first renders
 * (first-screen.ts), so the rows are there in its first frame. The screens staff land on: the
 * pipeline's inboxes and the course list; any other screen reads as usual.
 * Nothing here may import the UI's libraries: it runs before they have arrived.
 */
import { sendEarlyReads } from '../api/early-reads.ts';
import {
  ADMIN_COURSES_PATH,
  INBOX_SUMMARY_PATH,
  INBOX_VIEWS,
  type RequestFilters,
  requestPagePath,
  SESSION_INDEX_PATH,
} from '../api/request-lists.ts';
import { daysInOrder } from '../domain/calendar.ts';
import { REQUEST_PATHS, type RequestKind } from '../domain/pipeline.ts';
import { mayUse, REQUEST_AREAS, ROLE_HOME, type StaffRole } from '../domain/roles.ts';
import { inboxFilters, readInboxUrl } from './inbox/inbox-url.ts';

/** A first screen whose reads are known from its address. */
export type FirstScreen =
  /** The page of an inbox, as the inbox asks for it (RequestInbox). */
  | {
      screen: 'inbox';
      kind: RequestKind;
      filters: RequestFilters;
      page: number;
      /** Whether the inbox shows its requests' sessions (pre-registrations, for a role that sees sessions). */
      sessionIndex: boolean;
    }
  /** The list of every course (CoursesListPage). */
  | { screen: 'courses' };

/** The screen at `pathname` (under /admin) with `search`, as `role` first sees it, when its reads are known; none for any other. */
export function firstScreenOf(pathname: string, search: string, role: StaffRole): FirstScreen | undefined {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  // Bare /admin leads to the role's own screen, without the address's query (AdminApp's redirect).
  const screen = path || ROLE_HOME[role];
  if (screen === 'courses') return mayUse(role, 'courses') ? { screen: 'courses' } : undefined;
  const kind = (Object.keys(REQUEST_PATHS) as RequestKind[]).find((candidate) => REQUEST_PATHS[candidate] === screen);
  if (!kind || !mayUse(role, REQUEST_AREAS[kind])) return undefined;
  const state = readInboxUrl(new URLSearchParams(path ? search : ''), kind, INBOX_VIEWS[kind]);
  // A range of days backwards is refused by the server: the screen says so, and reads nothing.
  if (!daysInOrder(state.from, state.to)) return undefined;
  return {
    screen: 'inbox',
    kind,
    // Pre-registrations are the inbox filtered by session (LeadsPage's bySession).
    filters: inboxFilters(state, kind === 'lead'),
    page: state.page,
    sessionIndex: kind === 'lead' && mayUse(role, 'sessions'),
  };
}

/** The API paths (after /api) of a first screen: its list, and the counts per inbox the admin's sidebar shows beside every screen. */
const readsOf = (first: FirstScreen): string[] =>
  first.screen === 'courses'
    ? [ADMIN_COURSES_PATH, INBOX_SUMMARY_PATH]
    : [
        requestPagePath(first.kind, first.filters, first.page),
        INBOX_SUMMARY_PATH,
        ...(first.sessionIndex ? [SESSION_INDEX_PATH] : []),
      ];

/** The API paths (after /api) the screen at `pathname` with `search` reads first, for `role`. */
export function firstReadsOf(pathname: string, search: string, role: StaffRole): string[] {
  const first = firstScreenOf(pathname, search, role);
  return first ? readsOf(first) : [];
}

/** Reads sent early: for which screen, with which session's token. */
export interface SentFirstReads {
  first: FirstScreen;
  token: string;
}

let sent: SentFirstReads | undefined;

/** Sends the first reads of the screen at `pathname` with `search` for a stored session, and keeps what they were for. */
export function sendFirstReads(pathname: string, search: string, session: { role: StaffRole; token: string }): void {
  const first = firstScreenOf(pathname, search, session.role);
  if (!first) return;
  sendEarlyReads(
    readsOf(first).map((path) => `/api${path}`),
    session.token,
  );
  sent = { first, token: session.token };
}

/** The reads sent early, once: the admin's first mount waits for them, no later one. */
export function takeSentFirstReads(): SentFirstReads | undefined {
  const taken = sent;
  sent = undefined;
  return taken;
}
