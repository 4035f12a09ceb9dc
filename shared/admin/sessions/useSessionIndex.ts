/**
 * Every session (past, cancelled and upcoming), for the pre-registrations inbox: the label of a
 * lead's session, its seats in the request's panel, the session filter. One small list of the
 * sessions area (sales have it, without the courses area), never the leads themselves: the counts
 * come from the API.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchSessions, sessionListKey } from '../../api/sessions.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { useStaffAccess } from '../staff-access.ts';

const EVERY_SESSION = {};

/** The read of every session (also made before the admin's first screen renders: first-screen.ts). */
export const sessionIndexQuery = queryOptions({
  queryKey: sessionListKey(EVERY_SESSION),
  queryFn: ({ signal }) => fetchSessions(EVERY_SESSION, signal),
});

export function useSessionIndex() {
  const { may } = useStaffAccess();
  const query = useQuery({ ...sessionIndexQuery, enabled: may('sessions') });
  const byId = useMemo(
    () => new Map<string, PlannedSession>((query.data ?? []).map((session) => [session._id, session])),
    [query.data],
  );
  return { sessions: query.data, byId };
}
