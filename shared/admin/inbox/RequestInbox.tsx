/**
 * One inbox of the pipeline, whole: its title with the count, the search box, its lists (to
 * handle, archived, suspected spam), the status chips with their counts, the days received, the export, the table
 * a page at a time (the server filters, counts and pages), and the open request's panel. A page
 * gives its kind, texts, own columns, row actions and fields; everything else is here, once.
 */
import { StickyNote, SquareArrowOutUpRight } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { INBOX_VIEWS, markNotSpam, type RequestItem, REQUESTS_KEY, REQUESTS_PAGE_SIZE } from '../../api/inbox.ts';
import { daysInOrder } from '../../domain/calendar.ts';
import { REQUEST_PATHS, type RequestKind, SUMMARY_KEYS } from '../../domain/pipeline.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import type { Column } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { type OwnView, useNotSpamColumn } from './SpamFolder.tsx';
import { SessionFilter } from '../sessions/SessionFilter.tsx';
import { useInboxSummary } from '../live/useInboxSummary.ts';
import { DayRangeFilter } from './DayRangeFilter.tsx';
import { ExportButton } from './ExportButton.tsx';
import { InboxHeader, InboxRows } from './InboxFrame.tsx';
import { InboxSearch } from './InboxSearch.tsx';
import { useRequestPage } from './inbox-queries.ts';
import { RequestPanel, type RequestPanelParts } from './RequestPanel.tsx';
import { StatusBadge } from './status-style.tsx';
import { StatusChips } from './StatusChips.tsx';
import { inboxFilters } from './inbox-url.ts';
import { useInboxUrl } from './useInboxUrl.ts';

type View = OwnView | 'spam';

/** The words of one list of the inbox. */
export interface InboxTexts {
  title: string;
  titleCount(total: number): string;
  /** The line under the title. */
  lead: string;
  /** The search box's label. */
  search: string;
  /** The table's name for screen readers. */
  caption: string;
  /** Nothing in the list (without filters). */
  empty: string;
  loadError: string;
}

export interface RequestInboxProps<T> extends RequestPanelParts<RequestItem<T>> {
  kind: RequestKind;
  /** The inbox's own lists, the first being where it opens (always 'active'). */
  views: readonly { value: OwnView; label: string }[];
  /** What the view buttons choose, for screen readers. */
  viewsLabel: string;
  texts(view: View): InboxTexts;
  /** The kind's columns, between the date and the status. */
  columns(view: View): Column<RequestItem<T>>[];
  /** The row's own action (archive, delete) beside "Open"; the spam folder has "Not spam" instead. */
  rowAction?(item: RequestItem<T>, view: OwnView): ReactNode;
  /** Pre-registrations: filtered by session too, chosen among these (undefined while they load). */
  bySession?: { sessions: readonly PlannedSession[] | undefined };
  /** The page's dialogs (a confirmation). */
  children?: ReactNode;
}

export function RequestInbox<T extends { _id: string; createdAt: string; message?: string }>({
  kind,
  views,
  viewsLabel,
  texts: textsOf,
  columns,
  rowAction,
  bySession,
  children,
  ...panel
}: RequestInboxProps<T>) {
  const { t } = useTranslation();
  const url = useInboxUrl(kind, INBOX_VIEWS[kind]);
  const { view } = url;
  const texts = textsOf(view);
  useAdminPageMeta({ title: texts.title, description: texts.lead });

  const filters = inboxFilters(url, bySession !== undefined);
  // The server would refuse it (400): the filter says why instead.
  const badRange = !daysInOrder(filters.from, filters.to);
  const list = useRequestPage<T>(kind, filters, url.page, !badRange);
  const summary = useInboxSummary();
  // The counts are those of all the requests to handle: a list narrowed by a session, a period or a
  // search shows none (they would not add up to what it lists), nor do the archived and spam lists.
  const counts =
    view === 'active' && !filters.sessionId && !filters.from && !filters.to && !filters.q
      ? (summary.data?.[SUMMARY_KEYS[kind]] as Record<string, number> | undefined)
      : undefined;

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE));
  // A page past the end (the list shrank, an old link): its last page instead.
  const clampPage = useEffectEvent(() => url.setPage(pageCount, { replace: true }));
  const pastTheEnd = list.data !== undefined && !list.isPlaceholderData && url.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) clampPage();
  }, [pastTheEnd]);

  const notSpam = useNotSpamColumn<RequestItem<T>>({
    markNotSpam: (id) => markNotSpam(REQUEST_PATHS[kind], id),
    queryKey: REQUESTS_KEY,
    itemName: panel.title,
  });

  const tableColumns: Column<RequestItem<T>>[] = [
    { key: 'date', header: t('admin_pipeline.date'), cell: (item) => <DateTime iso={item.createdAt} /> },
    ...columns(view),
    ...(view === 'spam'
      ? []
      : [
          {
            key: 'status',
            header: t('admin_pipeline.column'),
            cell: (item: RequestItem<T>) => <RowStatus kind={kind} item={item} />,
          },
        ]),
    {
      key: 'actions',
      header: t('admin_pipeline.actions'),
      kind: 'actions',
      // "Open" and the row's own action never wrap their words: one above the other while the table
      // needs the room (a laptop's width), side by side on a wide screen.
      className:
        'md:[&>div]:flex-col md:[&>div]:items-stretch md:[&>div]:flex-nowrap 2xl:[&>div]:flex-row 2xl:[&>div]:items-center',
      cell: (item) => (
        <>
          <Link
            to={{ search: url.openSearch(item._id) }}
            state={url.openState}
            className={rowButton}
            aria-label={t('admin_pipeline.open_label', { name: panel.title(item) })}
          >
            <SquareArrowOutUpRight aria-hidden="true" className="flip-rtl size-4" />
            {t('admin_pipeline.open')}
          </Link>
          {view === 'spam' ? notSpam.cell(item) : rowAction?.(item, view)}
        </>
      ),
    },
  ];

  const filtered = Boolean(filters.status || filters.q || filters.sessionId || filters.from || filters.to);

  return (
    <>
      <InboxHeader
        title={list.data ? texts.titleCount(total) : texts.title}
        lead={texts.lead}
        search={<InboxSearch value={url.q} onSearch={url.setQuery} label={texts.search} />}
        viewsLabel={viewsLabel}
        views={views}
        view={view}
        onView={url.setView}
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {view === 'spam' ? (
          <span />
        ) : (
          <StatusChips kind={kind} value={filters.status} onChange={url.setStatus} counts={counts} />
        )}
        <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">
          {bySession && (
            <SessionFilter sessions={bySession.sessions} value={filters.sessionId} onChange={url.setSession} />
          )}
          <DayRangeFilter from={filters.from} to={filters.to} onChange={url.setDays} />
          <ExportButton kind={kind} filters={filters} disabled={badRange} />
        </div>
      </div>
      {badRange && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {t('admin.list.bad_range')}
        </p>
      )}

      {!badRange && (
        <InboxRows
          query={list}
          rows={list.data?.items ?? []}
          loadError={texts.loadError}
          empty={texts.empty}
          filtered={filtered}
          onClearFilters={url.clearFilters}
          caption={texts.caption}
          columns={tableColumns}
          rowKey={(item) => item._id}
          page={Math.min(url.page, pageCount)}
          pageCount={pageCount}
          onPage={url.setPage}
          stale={list.isPlaceholderData}
        />
      )}

      {url.open && <RequestPanel kind={kind} id={url.open} onClose={url.close} {...panel} />}
      {children}
    </>
  );
}

/** The status badge (with the reason of a lost / rejected one) and how many notes there are. */
function RowStatus<T>({ kind, item }: { kind: RequestKind; item: RequestItem<T> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge kind={kind} status={item.status} reason={item.statusReason} />
      {item.noteCount ? (
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <StickyNote aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{item.noteCount}</span>
          <span className="sr-only">{t('admin_pipeline.notes_count', { total: item.noteCount })}</span>
        </span>
      ) : null}
    </div>
  );
}
