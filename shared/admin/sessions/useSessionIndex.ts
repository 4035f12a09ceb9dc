/**
 * Every session (past, cancelled and upcoming), for the pre-registrations inbox: the label of a
 * lead's session, its seats in the request's panel, the session filter. One small list of the
 * sessions area (sales have it, without the courses area), never the leads themselves: the counts
 * come from the API.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchSessions, sessionListKey } from '../../api/sessions.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { useStaffAccess } from '../staff-access.ts';

const EVERY_SESSION = {};

export function useSessionIndex() {
  const { may } = useStaffAccess();
  const query = useQuery({
    queryKey: sessionListKey(EVERY_SESSION),
    queryFn: ({ signal }) => fetchSessions(EVERY_SESSION, signal),
    enabled: may('sessions'),
  });
  const byId = useMemo(() => new Map<string, PlannedSession>((query.data ?? []).map((session) => [session._id, session])), [query.data]);
  return { sessions: query.data, byId };
}
