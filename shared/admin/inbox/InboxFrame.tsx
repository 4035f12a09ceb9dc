/**
 * What every inbox shows around its own columns: the title with its search box and the switch
 * between its lists (InboxHeader), then the rows: loading, a failed load, nothing (with the way out
 * of the filters), or the table a page at a time (InboxRows). The pipeline's inboxes fill them from
 * the server's pages (RequestInbox), the contact messages from their list kept whole in the browser.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { Pagination } from '../components/ListControls.tsx';
import { AdminPageHeader, ListEmpty, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { InboxViewSwitch, type OwnView } from './SpamFolder.tsx';

interface InboxHeaderProps<V extends OwnView> {
  title: string;
  /** The line under the title. */
  lead: string;
  /** The search box. */
  search: ReactNode;
  /** What the view buttons choose, for screen readers. */
  viewsLabel: string;
  /** The inbox's own lists; the spam folder comes after them. */
  views: readonly { value: V; label: string }[];
  view: V | 'spam';
  onView(view: V | 'spam'): void;
}

export function InboxHeader<V extends OwnView>({
  title,
  lead,
  search,
  viewsLabel,
  views,
  view,
  onView,
}: InboxHeaderProps<V>) {
  return (
    <>
      <AdminPageHeader title={title} lead={lead}>
        {search}
      </AdminPageHeader>
      <InboxViewSwitch label={viewsLabel} views={views} value={view} onChange={onView} />
    </>
  );
}

interface InboxRowsProps<T> {
  /** The read of the list (a TanStack query). */
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  /** The rows of the page shown. */
  rows: readonly T[];
  loadError: string;
  /** Nothing in the list (without filters). */
  empty: string;
  /** Filters are on: an empty list says that nothing matches, and offers to clear them. */
  filtered: boolean;
  onClearFilters(): void;
  /** The table's name for screen readers. */
  caption: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  /** From 1. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** The previous page, kept on screen while the next one loads. */
  stale?: boolean;
}

export function InboxRows<T>({
  query,
  rows,
  loadError,
  empty,
  filtered,
  onClearFilters,
  caption,
  columns,
  rowKey,
  page,
  pageCount,
  onPage,
  stale = false,
}: InboxRowsProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListLoadError message={loadError} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) {
    return (
      <ListEmpty text={empty} filtered={filtered}>
        {filtered && (
          <button type="button" className={rowButton} onClick={onClearFilters}>
            {t('admin_pipeline.clear_filters')}
          </button>
        )}
      </ListEmpty>
    );
  }
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      <AdminTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
