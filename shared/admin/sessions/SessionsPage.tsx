/**
 * /admin/sessions: the sessions of every course, the upcoming ones (or, asked, the past ones too),
 * by start date either way, with their place, seats taken out of seats, waiting list and status.
 * Each row leads to its course's form (where sessions are edited: the course's title) and to its
 * pre-registrations (their count), as far as the role may open them.
 * The order and the past ones live in the address (`?past=1&sort=desc`), so that the back button
 * undoes them and a link shows a colleague the same list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchSessions, sessionListKey } from '../../api/sessions.ts';
import { centreToday } from '../../domain/calendar.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { AdminPageHeader, ListEmpty, QueryStates } from '../components/ListStates.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { useStaffAccess } from '../staff-access.ts';
import {
  LeadCount,
  SeatsMeter,
  SessionDays,
  SessionModePlace,
  sessionState,
  SessionStateBadge,
} from './SessionParts.tsx';

type Direction = 'ascending' | 'descending';

/** What an address asks for; anything else in it is ignored. */
export function readSessionsUrl(params: URLSearchParams): { past: boolean; direction: Direction } {
  return { past: params.get('past') === '1', direction: params.get('sort') === 'desc' ? 'descending' : 'ascending' };
}

/** By start date, then end date; the server's order (by start) kept for equal days. */
const byDays = (a: PlannedSession, b: PlannedSession) =>
  a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate);

/** What the filter looks in: the course's title in every language. */
const searchText = (session: PlannedSession) =>
  `${session.course.title.fr} ${session.course.title.en} ${session.course.title.ar}`;

export default function SessionsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const pastId = useId();
  const { may } = useStaffAccess();
  const [params, setParams] = useSearchParams();
  const { past, direction } = readSessionsUrl(params);
  useAdminPageMeta({ title: t('admin_sessions.title'), description: t('admin_sessions.lead') });

  // Upcoming: those ending today (the centre's today, read once: building its formatter costs) or later.
  const [today] = useState(centreToday);
  const range = past ? {} : { from: today };
  const sessions = useQuery({
    queryKey: sessionListKey(range),
    queryFn: ({ signal }) => fetchSessions(range, signal),
    placeholderData: keepPreviousData,
  });
  const sorted = useMemo(
    () => sessions.data && [...sessions.data].sort(direction === 'ascending' ? byDays : (a, b) => byDays(b, a)),
    [sessions.data, direction],
  );
  const list = usePagedList(sorted, searchText);

  const update = (changes: Partial<Record<'past' | 'sort', string>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };

  const columns: Column<PlannedSession>[] = [
    {
      key: 'course',
      header: t('admin_sessions.columns.course'),
      kind: 'title',
      className: 'md:min-w-44',
      // Its form is where its sessions are edited, for staff who edit courses.
      cell: ({ course }) =>
        may('courses') ? (
          <Link
            to={`/admin/courses/edit/${encodeURIComponent(course._id)}`}
            lang={language}
            dir="auto"
            title={t('admin_sessions.actions.course_label', { course: course.title[language] })}
            className="font-semibold text-brand-800 hover:text-brand-900 hover:underline"
          >
            {course.title[language]}
          </Link>
        ) : (
          <span lang={language} dir="auto" className="font-semibold text-slate-900">
            {course.title[language]}
          </span>
        ),
    },
    {
      key: 'dates',
      header: t('admin_sessions.columns.dates'),
      sortable: true,
      cell: (session) => (
        <span className="inline-flex flex-col">
          <span className="font-medium text-slate-900">
            <SessionDays session={session} />
          </span>
          <span lang={language} dir="auto" className="text-xs text-slate-600">
            {session.schedule[language]}
          </span>
        </span>
      ),
    },
    {
      key: 'place',
      header: t('admin_sessions.columns.place'),
      className: 'md:min-w-40',
      cell: (session) => <SessionModePlace session={session} />,
    },
    { key: 'seats', header: t('admin_sessions.columns.seats'), cell: (session) => <SeatsMeter session={session} /> },
    {
      key: 'leads',
      header: t('admin_sessions.columns.leads'),
      cell: (session) => <LeadCount session={session} linked={may('leads')} compact />,
    },
    {
      key: 'waiting',
      header: t('admin_sessions.columns.waiting'),
      cell: (session) => (
        <span
          className={`tabular-nums ${session.waitingCount > 0 ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
        >
          {session.waitingCount}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('admin_sessions.columns.status'),
      cell: (session) => <SessionStateBadge state={sessionState(session, today)} />,
    },
  ];

  const total = sessions.data?.length;

  return (
    <>
      <AdminPageHeader
        title={total === undefined ? t('admin_sessions.title') : t('admin_sessions.title_count', { total })}
        lead={t('admin_sessions.lead')}
      >
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_sessions.filter')} />
      </AdminPageHeader>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label
          htmlFor={pastId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300"
        >
          <input
            id={pastId}
            type="checkbox"
            checked={past}
            onChange={(event) => {
              update({ past: event.target.checked ? '1' : undefined });
              list.setPage(1);
            }}
            className="size-4 accent-brand-700"
          />
          {t('admin_sessions.include_past')}
        </label>
      </div>

      <QueryStates query={sessions} loadError={t('admin_sessions.load_error')}>
        {() =>
          list.rows.length === 0 ? (
            <ListEmpty
              text={t(past ? 'admin_sessions.empty_all' : 'admin_sessions.empty_upcoming')}
              filtered={list.query !== '' && list.total > 0}
            />
          ) : (
            <div
              aria-busy={sessions.isPlaceholderData}
              className={sessions.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            >
              <AdminTable
                caption={t(past ? 'admin_sessions.caption_all' : 'admin_sessions.caption_upcoming')}
                columns={columns}
                rows={list.rows}
                rowKey={(session) => session._id}
                sort={{ key: 'dates', direction }}
                onSort={() => {
                  update({ sort: direction === 'ascending' ? 'desc' : undefined });
                  list.setPage(1);
                }}
              />
              <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
            </div>
          )
        }
      </QueryStates>
    </>
  );
}
