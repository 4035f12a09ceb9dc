import { useMemo, useState } from 'react';
import { normalizeForSearch } from '../../ui/search.ts';

export const PAGE_SIZE = 25;

/**
 * A long list, filtered by a text and cut into pages, so a table stays quick with thousands of
 * rows. `searchText(item)` says what the filter looks in.
 */
export function usePagedList<T>(items: readonly T[] | undefined, searchText: (item: T) => string, pageSize = PAGE_SIZE) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => {
    const needle = normalizeForSearch(query);
    if (!items) return [];
    return needle ? items.filter((item) => normalizeForSearch(searchText(item)).includes(needle)) : [...items];
  }, [items, query, searchText]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const rows = filtered.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    rows,
    total: items?.length ?? 0,
    matching: filtered.length,
    page: currentPage,
    pageCount,
    setPage,
  };
}
