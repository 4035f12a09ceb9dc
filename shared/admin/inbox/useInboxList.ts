import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboxView } from '../../api/inbox.ts';
import { usePagedList } from '../components/usePagedList.ts';

/**
 * One list of an inbox at a time (to handle, archived, suspected spam), fetched under the inbox's
 * query key and shown a page at a time; changing list starts its filter afresh.
 */
export function useInboxList<T, V extends InboxView>(
  queryKey: QueryKey,
  fetchList: (view: V, signal: AbortSignal) => Promise<T[]>,
  searchText: (item: T) => string,
) {
  const [view, setView] = useState<V>('active' as V);
  const query = useQuery({ queryKey: [...queryKey, view], queryFn: ({ signal }) => fetchList(view, signal) });
  const list = usePagedList(query.data, searchText);
  const showView = (next: V) => {
    setView(next);
    list.setQuery('');
  };
  return { view, showView, query, list };
}
