/**
 * Course sessions as staff plan them (shared/domain/sessions.ts): a course's sessions, every
 * session across courses, and the writes. Sessions are saved by their own calls, never with the
 * course's PUT. Every call is silent: the screens say what went wrong themselves.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CourseSession, PlannedSession, SessionInput } from '../domain/sessions.ts';
import { api } from './client.ts';
import { REQUESTS_KEY } from './inbox.ts';
import { SESSION_INDEX_PATH } from './request-lists.ts';

/** Every sessions query starts with it: one invalidation refreshes every list of sessions. */
export const SESSIONS_KEY = ['admin', 'sessions'] as const;

/** Which sessions GET /api/sessions answers: those whose dates meet [from, to] (YYYY-MM-DD, both optional). */
export interface SessionRange {
  from?: string;
  to?: string;
}

export const sessionListKey = (range: SessionRange) =>
  [...SESSIONS_KEY, 'list', { from: range.from ?? '', to: range.to ?? '' }] as const;
export const courseSessionsKey = (courseId: string) => [...SESSIONS_KEY, 'course', courseId] as const;

/** The sessions across courses, by start date, cancelled ones included. */
export function fetchSessions(range: SessionRange = {}, signal?: AbortSignal): Promise<PlannedSession[]> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return api.get<PlannedSession[]>(`${SESSION_INDEX_PATH}${query ? `?${query}` : ''}`, { silent: true, signal });
}

/** One course's sessions, soonest first, the cancelled and past ones included. */
export const fetchCourseSessions = (courseId: string, signal?: AbortSignal): Promise<PlannedSession[]> =>
  api.get<PlannedSession[]>(`/courses/${encodeURIComponent(courseId)}/sessions`, { silent: true, signal });

export const createSession = (courseId: string, input: SessionInput): Promise<CourseSession> =>
  api.post<CourseSession>(`/courses/${encodeURIComponent(courseId)}/sessions`, input, { silent: true });

/** Replaces the whole session; a 400 with `seats_below_taken` when fewer seats than enrolled learners. */
export const updateSession = (id: string, input: SessionInput): Promise<CourseSession> =>
  api.put<CourseSession>(`/sessions/${encodeURIComponent(id)}`, input, { silent: true });

/** A 409 `{ message }` when pre-registrations name the session: it can be cancelled instead. */
export const deleteSession = (id: string): Promise<{ message: string }> =>
  api.delete<{ message: string }>(`/sessions/${encodeURIComponent(id)}`, { silent: true });

/**
 * After a session is written: every list of sessions (the course's, the planning across courses,
 * the inbox's labels and filter) and the pre-registrations' lists and panel, which show its seats.
 */
export function refreshAfterSessionWrite(queryClient: Pick<QueryClient, 'invalidateQueries'>): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  ]);
}
