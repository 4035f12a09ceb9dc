import { QueryClient } from '@tanstack/react-query';

/**
 * The public pages' server state. What a page arrives with (rendered by the server) stays fresh
 * for a minute: hydrating it does not ask the API again, nor does going back to a page just seen.
 * A failed read is tried once more (`retries`); the server's renderer tries none.
 */
export function createSiteQueryClient({ retries = 1 }: { retries?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retries, refetchOnWindowFocus: false },
    },
  });
}
