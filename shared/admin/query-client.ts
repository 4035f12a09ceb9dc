import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { CURRENT_STAFF_KEY } from '../api/users.ts';

/**
 * The admin's server state. A 401 means the server no longer accepts the session (expired, ended
 * by a logout or a new password, or the staff member was deactivated): `onSessionRejected` logs
 * out and sends them to /login. A 403 means their role no longer allows what the screen showed: the
 * role is read again, and the screens and the sidebar follow it; or, with the code
 * password_change_required, that their password is provisional: `onPasswordChangeRequired`.
 */
export function createAdminQueryClient(
  onSessionRejected: () => void,
  onPasswordChangeRequired: () => void = () => undefined,
): QueryClient {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) onSessionRejected();
    else if (
      error.status === 403 &&
      (error.data as { code?: unknown } | undefined)?.code === 'password_change_required'
    )
      onPasswordChangeRequired();
    else if (error.status === 403) void client.invalidateQueries({ queryKey: CURRENT_STAFF_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // SPEC §4: lists load once on open and reload after a change, not on every focus.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * For the query an edit form starts from (a course, the site's texts, the centre's settings): read
 * again at each visit, never from a copy kept since an earlier one.
 */
export const FRESH_FOR_EDITING = { staleTime: 0, gcTime: 0 } as const;
