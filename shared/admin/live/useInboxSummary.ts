import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchInboxSummary, INBOX_SUMMARY_KEY } from '../../api/inbox.ts';
import { type InboxSummary, REQUEST_KINDS, type RequestKind, SUMMARY_KEYS } from '../../domain/pipeline.ts';

export const inboxSummaryQuery = queryOptions({
  queryKey: INBOX_SUMMARY_KEY,
  queryFn: ({ signal }) => fetchInboxSummary(signal),
});

/** The counts per status of each inbox; live events invalidate them (see LiveUpdates). */
export const useInboxSummary = () => useQuery(inboxSummaryQuery);

/** How many requests of a kind wait as `new` (0 when the summary does not say). */
export function newCount(summary: InboxSummary | undefined, kind: RequestKind): number {
  const counts = summary?.[SUMMARY_KEYS[kind]] as Record<string, number> | undefined;
  const count = counts?.new;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}

export const totalNew = (summary: InboxSummary | undefined): number =>
  REQUEST_KINDS.reduce((sum, kind) => sum + newCount(summary, kind), 0);
