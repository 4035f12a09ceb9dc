/** /admin/leads (SPEC §2): the pre-registrations to handle, their messages, archiving; the archived ones and the suspected spam apart. */
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_LEADS_KEY, archiveLead, fetchLeads, markLeadNotSpam } from '../../api/leads.ts';
import type { Lead } from '../../domain/entities.ts';
import { useDocumentMeta } from '../../site/useDocumentMeta.ts';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { useInboxList } from '../components/useInboxList.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { dangerRowButton } from '../components/inbox-kit.ts';
import { AdminPageHeader, ListEmpty, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { NotGiven } from '../components/NotGiven.tsx';
import { InboxViewSwitch, useNotSpamColumn } from '../components/SpamFolder.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';

const searchText = (lead: Lead) => [lead.name, lead.email, lead.phone, lead.courseOfInterest, lead.message].filter(Boolean).join(' ');

export default function LeadsPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('admin_leads.title')} · ${t('admin.title')}`, t('admin_leads.lead'));
  const { view, showView, query, list } = useInboxList(ADMIN_LEADS_KEY, fetchLeads, searchText);

  const archive = useConfirmedAction<Lead>({
    run: (lead) => archiveLead(lead._id),
    queryKey: ADMIN_LEADS_KEY,
    confirmMessage: t('admin_leads.confirm.archive'),
    itemName: (lead) => lead.name,
    confirmLabel: t('admin_leads.archive'),
    toasts: { loading: t('admin_leads.toasts.archiving'), success: t('admin_leads.toasts.archived'), failure: t('admin_leads.toasts.archive_error') },
  });
  const notSpamColumn = useNotSpamColumn<Lead>({ markNotSpam: markLeadNotSpam, queryKey: ADMIN_LEADS_KEY, itemName: (lead) => lead.name });

  const notGiven = <NotGiven label={t('admin_leads.not_given')} />;

  const archiveColumn: Column<Lead> = {
    key: 'actions',
    header: t('admin_leads.columns.actions'),
    kind: 'actions',
    cell: (lead) => (
      <button type="button" className={dangerRowButton} aria-label={t('admin_leads.archive_label', { name: lead.name })} disabled={archive.busyId === lead._id} onClick={() => archive.ask(lead)}>
        <Archive aria-hidden="true" className="size-4" />
        {t('admin_leads.archive')}
      </button>
    ),
  };
  const archivedAtColumn: Column<Lead> = {
    key: 'archivedAt',
    header: t('admin_leads.columns.archived_at'),
    cell: (lead) => (lead.archivedAt ? <DateTime iso={lead.archivedAt} /> : notGiven),
  };

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
    { active: archiveColumn, archived: archivedAtColumn, spam: notSpamColumn }[view],
  ];

  const viewName = { active: t('admin_leads.views.active'), archived: t('admin_leads.views.archived'), spam: t('admin_spam.view') }[view];
  const emptyText = { active: t('admin_leads.empty_active'), archived: t('admin_leads.empty_archived'), spam: t('admin_spam.empty') }[view];

  return (
    <>
      <AdminPageHeader
        title={query.data ? t('admin_leads.title_count', { total: query.data.length }) : t('admin_leads.title')}
        lead={view === 'archived' ? t('admin_leads.lead_archived') : t('admin_leads.lead')}
      >
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_leads.filter')} />
      </AdminPageHeader>

      <InboxViewSwitch
        label={t('admin_leads.views.label')}
        views={[
          { value: 'active', label: t('admin_leads.views.active') },
          { value: 'archived', label: t('admin_leads.views.archived') },
        ]}
        value={view}
        onChange={showView}
      />

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadError message={t('admin_leads.load_error')} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <ListEmpty text={emptyText} filtered={list.total > 0} />
      ) : (
        <>
          <AdminTable caption={viewName} columns={columns} rows={list.rows} rowKey={(lead) => lead._id} />
          <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
        </>
      )}
      {archive.dialog}
    </>
  );
}
