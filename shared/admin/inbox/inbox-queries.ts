/**
 * The inbox kit's server state. Every key starts with ['requests', …] (REQUESTS_KEY): a live
 * event or any change made here invalidates that prefix, and lists, counts and the open request
 * all catch up. The counts per status come from the layout's summary (live/useInboxSummary.ts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addRequestNote,
  fetchRequestDetail,
  fetchRequestPage,
  requestDetailKey,
  requestListKey,
  REQUESTS_KEY,
  type RequestFilters,
  setRequestStatus,
} from '../../api/inbox.ts';
import { SESSIONS_KEY } from '../../api/sessions.ts';
import type { RequestKind } from '../../domain/pipeline.ts';

/** The read of one page of a filtered list (also made before the admin's first screen renders: first-screen.ts). */
export const requestPageQuery = <T>(kind: RequestKind, filters: RequestFilters, page: number) =>
  queryOptions({
    queryKey: requestListKey(kind, filters, page),
    queryFn: ({ signal }) => fetchRequestPage<T>(kind, filters, page, signal),
  });

/** One page of a filtered list; the previous page stays on screen while the next one loads. Not asked for unless `enabled`. */
export function useRequestPage<T>(kind: RequestKind, filters: RequestFilters, page: number, enabled = true) {
  return useQuery({ ...requestPageQuery<T>(kind, filters, page), placeholderData: keepPreviousData, enabled });
}

export function useRequestDetail<T>(kind: RequestKind, id: string | undefined) {
  return useQuery({
    queryKey: requestDetailKey(kind, id ?? ''),
    queryFn: ({ signal }) => fetchRequestDetail<T>(kind, id!, signal),
    enabled: id !== undefined,
  });
}

/** After any change to a request: its lists, the counts and its panel. */
export function useRefreshRequests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
}

export function useStatusChange(kind: RequestKind, id: string) {
  const refresh = useRefreshRequests();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: string; reason?: string }) => setRequestStatus(kind, id, change),
    onSettled: () => {
      // An enrolled pre-registration takes a seat of its session: the sessions' seats follow.
      if (kind === 'lead') void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      return refresh();
    },
  });
}

export function useAddNote(kind: RequestKind, id: string) {
  const refresh = useRefreshRequests();
  return useMutation({
    mutationFn: (text: string) => addRequestNote(kind, id, text),
    onSuccess: refresh,
  });
}
