/** /admin/company-leads (SPEC §2): company quote requests, their messages; delete after a confirmation; the suspected spam apart. */
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMPANY_LEADS_KEY, deleteCompanyLead, fetchCompanyLeads, markCompanyLeadNotSpam } from '../../api/company-leads.ts';
import type { UnarchivedInboxView } from '../../api/inbox.ts';
import type { CompanyLead } from '../../domain/entities.ts';
import { useDocumentMeta } from '../../site/useDocumentMeta.ts';
import { ListFilter, Pagination } from '../components/ListControls.tsx';
import { useInboxList } from '../components/useInboxList.ts';
import { AdminTable, type Column } from '../components/AdminTable.tsx';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { dangerRowButton } from '../components/inbox-kit.ts';
import { AdminPageHeader, ListEmpty, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { InboxViewSwitch, useNotSpamColumn } from '../components/SpamFolder.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';

const searchText = (lead: CompanyLead) => [lead.companyName, lead.contactName, lead.email, lead.phone, lead.message].filter(Boolean).join(' ');

export default function CompanyLeadsPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('admin_company_leads.title')} · ${t('admin.title')}`, t('admin_company_leads.lead'));
  const { view, showView, query, list } = useInboxList<CompanyLead, UnarchivedInboxView>(ADMIN_COMPANY_LEADS_KEY, fetchCompanyLeads, searchText);

  const remove = useConfirmedAction<CompanyLead>({
    run: (lead) => deleteCompanyLead(lead._id),
    queryKey: ADMIN_COMPANY_LEADS_KEY,
    confirmMessage: t('admin_company_leads.confirm.delete'),
    itemName: (lead) => lead.companyName,
    confirmLabel: t('admin_company_leads.delete'),
    toasts: { loading: t('admin_company_leads.toasts.deleting'), success: t('admin_company_leads.toasts.deleted'), failure: t('admin_company_leads.toasts.delete_error') },
  });
  const notSpamColumn = useNotSpamColumn<CompanyLead>({ markNotSpam: markCompanyLeadNotSpam, queryKey: ADMIN_COMPANY_LEADS_KEY, itemName: (lead) => lead.companyName });

  const deleteColumn: Column<CompanyLead> = {
    key: 'actions',
    header: t('admin_company_leads.columns.actions'),
    kind: 'actions',
    cell: (lead) => (
      <button
        type="button"
        className={dangerRowButton}
        aria-label={t('admin_company_leads.delete_label', { company: lead.companyName })}
        disabled={remove.busyId === lead._id}
        onClick={() => remove.ask(lead)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('admin_company_leads.delete')}
      </button>
    ),
  };

  const columns: Column<CompanyLead>[] = [
    { key: 'date', header: t('admin_company_leads.columns.date'), cell: (lead) => <DateTime iso={lead.createdAt} /> },
    { key: 'company', header: t('admin_company_leads.columns.company'), cell: (lead) => <span dir="auto" className="font-semibold">
          {lead.companyName}
        </span>, kind: 'title' },
    {
      key: 'contact',
      header: t('admin_company_leads.columns.contact'),
      cell: (lead) => <ContactDetails name={lead.contactName} email={lead.email} phone={lead.phone} />,
    },
    {
      key: 'message',
      header: t('admin_company_leads.columns.message'),
      cell: (lead) => (
        <MessageViewer
          message={lead.message}
          title={t('admin_company_leads.message.title', { company: lead.companyName })}
          email={lead.email}
          sentAt={lead.createdAt}
          buttonText={t('admin_company_leads.message.open')}
          buttonLabel={t('admin_company_leads.message.open_label', { company: lead.companyName })}
          noneText={t('admin_company_leads.message.none')}
        />
      ),
    },
    view === 'spam' ? notSpamColumn : deleteColumn,
  ];

  return (
    <>
      <AdminPageHeader title={query.data ? t('admin_company_leads.title_count', { total: query.data.length }) : t('admin_company_leads.title')} lead={t('admin_company_leads.lead')}>
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_company_leads.filter')} />
      </AdminPageHeader>

      <InboxViewSwitch label={t('admin_spam.views_label')} views={[{ value: 'active', label: t('admin_spam.inbox') }]} value={view} onChange={showView} />

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadError message={t('admin_company_leads.load_error')} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <ListEmpty text={view === 'spam' ? t('admin_spam.empty') : t('admin_company_leads.empty')} filtered={list.total > 0} />
      ) : (
        <>
          <AdminTable caption={view === 'spam' ? t('admin_spam.view') : t('admin_company_leads.caption')} columns={columns} rows={list.rows} rowKey={(lead) => lead._id} />
          <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
        </>
      )}
      {remove.dialog}
    </>
  );
}
