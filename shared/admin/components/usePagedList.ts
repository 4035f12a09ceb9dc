import { useMemo, useState } from 'react';
import { normalizeForSearch } from '../../domain/search.ts';

export const PAGE_SIZE = 25;

/** The order of a sorted column; the values are aria-sort's own. */
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  /** The sorted column's key, which names its comparator. */
  key: string;
  direction: SortDirection;
}
/** Per sortable column (by its key): how two rows compare in ascending order. */
export type Comparators<T> = Readonly<Record<string, (a: T, b: T) => number>>;

const NO_COMPARATORS = {};

/**
 * A long list, filtered by a text, sorted by a column and cut into pages, so a table stays quick
 * with thousands of rows. `searchText(item)` says what the filter looks in; `comparators` which
 * columns sort and how (keep it stable, e.g. at module level: sorting reruns when it changes).
 */
export function usePagedList<T>(
  items: readonly T[] | undefined,
  searchText: (item: T) => string,
  { comparators = NO_COMPARATORS, pageSize = PAGE_SIZE }: { comparators?: Comparators<T>; pageSize?: number } = {},
) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortOrder>();

  const filtered = useMemo(() => {
    const needle = normalizeForSearch(query);
    if (!items) return [];
    return needle ? items.filter((item) => normalizeForSearch(searchText(item)).includes(needle)) : [...items];
  }, [items, query, searchText]);

  const sorted = useMemo(() => {
    const compare = sort && comparators[sort.key];
    if (!compare) return filtered;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    // Array sort is stable: rows that compare equal keep the server's order, either way.
    return [...filtered].sort((a, b) => sign * compare(a, b));
  }, [filtered, sort, comparators]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const rows = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    /** The column sorted by, if any; undefined keeps the server's order. */
    sort,
    /** Sorts by `key` ascending, or flips the direction when it is the sorted column already; back to page 1. */
    toggleSort: (key: string) => {
      setSort((current) => ({
        key,
        direction: current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
      }));
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
