/**
 * /admin/overview: how the requests come in (per week and kind, the last 12 weeks), how
 * pre-registrations turn into enrolments per course, and who has waited longest for an answer.
 */
import { Clock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUEST_KINDS } from '../../domain/pipeline.ts';
import { formatDate } from '../../i18n/format.ts';
import { LOCALE_TAGS, toLanguage } from '../../i18n/languages.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';
import { AdminPageHeader, ListEmpty, QueryStates } from '../components/ListStates.tsx';
import { requestAddress } from '../live/request-notice.ts';
import type { CourseConversion, InboxOverview, WaitingRequest } from '../../api/inbox.ts';
import { relativeAge, useInboxOverview } from './overview-data.ts';
import { KIND_COLOURS, WeeklyChart } from './WeeklyChart.tsx';

export default function OverviewPage() {
  const { t } = useTranslation();
  useAdminPageMeta({ title: t('admin_overview.title'), description: t('admin_overview.lead') });
  const overview = useInboxOverview();

  return (
    <>
      <AdminPageHeader title={t('admin_overview.title')} lead={t('admin_overview.lead')} />
      <QueryStates query={overview} loadError={t('admin_overview.load_error')}>
        {(data) => <Overview data={data} />}
      </QueryStates>
    </>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Overview({ data }: { data: InboxOverview }) {
  const { t } = useTranslation();
  const anyRequest = data.weeks.some((week) => REQUEST_KINDS.some((kind) => (week[kind] ?? 0) > 0));
  return (
    <div className="space-y-6">
      <Panel id="overview-weeks" title={t('admin_overview.weeks.title')}>
        {anyRequest ? <WeeklyChart weeks={data.weeks} /> : <ListEmpty text={t('admin_overview.weeks.empty')} bare />}
      </Panel>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel id="overview-conversion" title={t('admin_overview.conversion.title')}>
          <Conversion rows={data.conversion} />
        </Panel>
        <Panel id="overview-waiting" title={t('admin_overview.waiting.title')}>
          <Waiting requests={data.waiting} />
        </Panel>
      </div>
    </div>
  );
}

function Conversion({ rows }: { rows: CourseConversion[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <ListEmpty text={t('admin_overview.conversion.empty')} bare />;
  const percent = new Intl.NumberFormat(LOCALE_TAGS[toLanguage(i18n.language)], {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(LOCALE_TAGS[toLanguage(i18n.language)]);
  const rate = (row: CourseConversion) => (row.leads > 0 ? Math.min(1, row.enrolled / row.leads) : 0);
  const columns: Column<CourseConversion>[] = [
    {
      key: 'course',
      header: t('admin_overview.conversion.course'),
      kind: 'title',
      cell: (row) =>
        row.course.trim() ? (
          <span dir="auto">{row.course}</span>
        ) : (
          <span className="text-slate-600 italic">{t('admin_overview.conversion.no_course')}</span>
        ),
    },
    {
      key: 'leads',
      header: t('admin_overview.conversion.leads'),
      cell: (row) => count.format(row.leads),
      className: 'tabular-nums',
    },
    {
      key: 'enrolled',
      header: t('admin_overview.conversion.enrolled'),
      cell: (row) => count.format(row.enrolled),
      className: 'tabular-nums',
    },
    {
      key: 'rate',
      header: t('admin_overview.conversion.rate'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <span className="min-w-10 font-medium tabular-nums text-slate-900">{percent.format(rate(row))}</span>
          <span aria-hidden="true" className="block h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
            <span
              className="block h-full rounded-full bg-brand-600"
              style={{ width: `${Math.round(rate(row) * 100)}%` }}
            />
          </span>
        </span>
      ),
    },
  ];
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('admin_overview.conversion.caption')}</p>
      <AdminTable
        caption={t('admin_overview.conversion.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.course}
      />
    </>
  );
}

/** The current time, moved on every minute: "2 minutes ago" does not stay true for long. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Waiting({ requests }: { requests: WaitingRequest[] }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (requests.length === 0) return <ListEmpty text={t('admin_overview.waiting.empty')} bare />;
  const locale = LOCALE_TAGS[toLanguage(i18n.language)];
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t('admin_overview.waiting.caption')}</p>
      <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl ring-1 ring-slate-200">
        {requests.map((request) => (
          <li key={`${request.kind}:${request._id}`}>
            <Link
              to={requestAddress(request.kind, request._id)}
              className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 shrink-0 rounded-full ${KIND_COLOURS[request.kind].swatch}`}
              />
              <span className="min-w-0 flex-1">
                {/* Isolated, not aligned by its own script: an Arabic name in a French list stays at the start. */}
                <span className="block truncate font-medium text-brand-700">
                  <bdi>{request.name}</bdi>
                </span>
                <span className="block text-sm text-slate-600">{t(`admin_overview.kinds.${request.kind}`)}</span>
              </span>
              <span className="flex shrink-0 items-center gap-1.5 text-sm text-slate-600">
                <Clock aria-hidden="true" className="size-4" />
                <time dateTime={request.createdAt} title={formatDate(request.createdAt, i18n.language, DATE_WITH_TIME)}>
                  {t('admin_overview.waiting.received', {
                    age: relativeAge(request.createdAt, now, locale),
                  })}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
