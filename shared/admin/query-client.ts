import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';

/**
 * The admin's server state. A 401 means the server no longer accepts the session (expired, or
 * the admin was removed): `onSessionRejected` logs out and sends the admin to /login.
 */
export function createAdminQueryClient(onSessionRejected: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) onSessionRejected();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // SPEC §4: lists load once on open and reload after a change, not on every focus.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
