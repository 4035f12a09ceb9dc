/** /admin/leads (SPEC §2): the pre-registrations to handle, their messages, archiving; the archived ones apart. */
import { useQuery } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveLead, fetchLeads } from '../../api/leads.ts';
import type { Lead } from '../../domain/entities.ts';
import { useDocumentMeta } from '../../site/useDocumentMeta.ts';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { usePagedList } from '../components/usePagedList.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { dangerRowButton } from '../components/inbox-kit.ts';
import { AdminPageHeader, ListEmpty, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';

type View = 'active' | 'archived';

const searchText = (lead: Lead) => [lead.name, lead.email, lead.phone, lead.courseOfInterest, lead.message].filter(Boolean).join(' ');

export default function LeadsPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('admin_leads.title')} · ${t('admin.title')}`, t('admin_leads.lead'));
  const [view, setView] = useState<View>('active');
  const archived = view === 'archived';
  const query = useQuery({ queryKey: ['admin', 'leads', view], queryFn: ({ signal }) => fetchLeads(archived, signal) });
  const list = usePagedList(query.data, searchText);

  const archive = useConfirmedAction<Lead>({
    run: (lead) => archiveLead(lead._id),
    queryKey: ['admin', 'leads'],
    confirmMessage: t('admin_leads.confirm.archive'),
    confirmLabel: t('admin_leads.archive'),
    toasts: { loading: t('admin_leads.toasts.archiving'), success: t('admin_leads.toasts.archived'), failure: t('admin_leads.toasts.archive_error') },
  });

  const notGiven = (
    <span className="text-slate-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('admin_leads.not_given')}</span>
    </span>
  );

  const columns: Column<Lead>[] = [
    { key: 'date', header: t('admin_leads.columns.date'), cell: (lead) => <DateTime iso={lead.createdAt} /> },
    {
      key: 'person',
      header: t('admin_leads.columns.person'),
      kind: 'title',
      cell: (lead) => <ContactDetails name={lead.name} email={lead.email} phone={lead.phone} strongName />,
    },
    { key: 'course', header: t('admin_leads.columns.course'), cell: (lead) => (lead.courseOfInterest ? <span dir="auto">{lead.courseOfInterest}</span> : notGiven), className: 'md:min-w-40 md:max-w-64' },
    { key: 'pace', header: t('admin_leads.columns.pace'), cell: (lead) => t(`paces.${lead.learningPaceInterest}`) },
    {
      key: 'message',
      header: t('admin_leads.columns.message'),
      cell: (lead) => (
        <MessageViewer
          message={lead.message}
          title={t('admin_leads.message.title', { name: lead.name })}
          email={lead.email}
          sentAt={lead.createdAt}
          buttonText={t('admin_leads.message.open')}
          buttonLabel={t('admin_leads.message.open_label', { name: lead.name })}
          noneText={t('admin_leads.message.none')}
        />
      ),
    },
    archived
      ? { key: 'archivedAt', header: t('admin_leads.columns.archived_at'), cell: (lead) => (lead.archivedAt ? <DateTime iso={lead.archivedAt} /> : notGiven) }
      : {
          key: 'actions',
          header: t('admin_leads.columns.actions'),
          kind: 'actions',
          cell: (lead) => (
            <button type="button" className={dangerRowButton} aria-label={t('admin_leads.archive_label', { name: lead.name })} disabled={archive.busyId === lead._id} onClick={() => archive.ask(lead)}>
              <Archive aria-hidden="true" className="size-4" />
              {t('admin_leads.archive')}
            </button>
          ),
        },
  ];

  const tab = (value: View, label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => {
        setView(value);
        list.setQuery('');
      }}
      className={`rounded-md px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        view === value ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );

  return (
    <>
      <AdminPageHeader
        title={query.data ? t('admin_leads.title_count', { total: query.data.length }) : t('admin_leads.title')}
        lead={archived ? t('admin_leads.lead_archived') : t('admin_leads.lead')}
      >
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_leads.filter')} />
      </AdminPageHeader>

      <div role="group" aria-label={t('admin_leads.views.label')} className="mb-4 inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {tab('active', t('admin_leads.views.active'))}
        {tab('archived', t('admin_leads.views.archived'))}
      </div>

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadError message={t('admin_leads.load_error')} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <ListEmpty text={archived ? t('admin_leads.empty_archived') : t('admin_leads.empty_active')} filtered={list.total > 0} />
      ) : (
        <>
          <AdminTable caption={archived ? t('admin_leads.views.archived') : t('admin_leads.views.active')} columns={columns} rows={list.rows} rowKey={(lead) => lead._id} />
          <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
        </>
      )}
      {archive.dialog}
    </>
  );
}
