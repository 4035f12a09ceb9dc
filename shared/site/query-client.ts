import { QueryClient } from '@tanstack/react-query';

/**
 * The public pages' server state. What a page arrives with (rendered by the server) stays fresh
 * for a minute: hydrating it does not ask the API again, nor does going back to a page just seen.
 */
export function createSiteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
