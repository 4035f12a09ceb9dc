/** /admin/company-leads (SPEC §2): company quote requests, their messages; delete after a confirmation. */
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deleteCompanyLead, fetchCompanyLeads } from '../../api/company-leads.ts';
import type { CompanyLead } from '../../domain/entities.ts';
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

const searchText = (lead: CompanyLead) => [lead.companyName, lead.contactName, lead.email, lead.phone, lead.message].filter(Boolean).join(' ');

export default function CompanyLeadsPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('admin_company_leads.title')} · ${t('admin.title')}`, t('admin_company_leads.lead'));
  const query = useQuery({ queryKey: ['admin', 'company-leads'], queryFn: ({ signal }) => fetchCompanyLeads(signal) });
  const list = usePagedList(query.data, searchText);

  const remove = useConfirmedAction<CompanyLead>({
    run: (lead) => deleteCompanyLead(lead._id),
    queryKey: ['admin', 'company-leads'],
    confirmMessage: t('admin_company_leads.confirm.delete'),
    confirmLabel: t('admin_company_leads.delete'),
    toasts: { loading: t('admin_company_leads.toasts.deleting'), success: t('admin_company_leads.toasts.deleted'), failure: t('admin_company_leads.toasts.delete_error') },
  });

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
    {
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
    },
  ];

  return (
    <>
      <AdminPageHeader title={query.data ? t('admin_company_leads.title_count', { total: query.data.length }) : t('admin_company_leads.title')} lead={t('admin_company_leads.lead')}>
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_company_leads.filter')} />
      </AdminPageHeader>

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadError message={t('admin_company_leads.load_error')} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <ListEmpty text={t('admin_company_leads.empty')} filtered={list.total > 0} />
      ) : (
        <>
          <AdminTable caption={t('admin_company_leads.caption')} columns={columns} rows={list.rows} rowKey={(lead) => lead._id} />
          <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
        </>
      )}
      {remove.dialog}
    </>
  );
}
