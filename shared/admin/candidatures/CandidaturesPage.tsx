/** /admin/candidatures (SPEC §2): job applications with their CVs; delete after a confirmation; the suspected spam apart. */
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CANDIDATURES_KEY, deleteCandidature, fetchCandidatures, markCandidatureNotSpam } from '../../api/candidatures.ts';
import type { UnarchivedInboxView } from '../../api/inbox.ts';
import type { Candidature } from '../../domain/entities.ts';
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
import { CvDownloadButton } from './CvDownloadButton.tsx';

const searchText = (candidature: Candidature) =>
  [candidature.name, candidature.email, candidature.phone, candidature.cvOriginalName, candidature.message].filter(Boolean).join(' ');

export default function CandidaturesPage() {
  const { t } = useTranslation();
  useDocumentMeta(`${t('admin_candidatures.title')} · ${t('admin.title')}`, t('admin_candidatures.lead'));
  const { view, showView, query, list } = useInboxList<Candidature, UnarchivedInboxView>(ADMIN_CANDIDATURES_KEY, fetchCandidatures, searchText);

  const remove = useConfirmedAction<Candidature>({
    run: (candidature) => deleteCandidature(candidature._id),
    queryKey: ADMIN_CANDIDATURES_KEY,
    confirmMessage: t('admin_candidatures.confirm.delete'),
    itemName: (candidature) => candidature.name,
    confirmLabel: t('admin_candidatures.delete'),
    toasts: { loading: t('admin_candidatures.toasts.deleting'), success: t('admin_candidatures.toasts.deleted'), failure: t('admin_candidatures.toasts.delete_error') },
  });
  const notSpamColumn = useNotSpamColumn<Candidature>({ markNotSpam: markCandidatureNotSpam, queryKey: ADMIN_CANDIDATURES_KEY, itemName: (candidature) => candidature.name });

  const deleteColumn: Column<Candidature> = {
    key: 'actions',
    header: t('admin_candidatures.columns.actions'),
    kind: 'actions',
    cell: (candidature) => (
      <button
        type="button"
        className={dangerRowButton}
        aria-label={t('admin_candidatures.delete_label', { name: candidature.name })}
        disabled={remove.busyId === candidature._id}
        onClick={() => remove.ask(candidature)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('admin_candidatures.delete')}
      </button>
    ),
  };

  const columns: Column<Candidature>[] = [
    { key: 'date', header: t('admin_candidatures.columns.date'), cell: (candidature) => <DateTime iso={candidature.createdAt} /> },
    { key: 'name', header: t('admin_candidatures.columns.name'), cell: (candidature) => <span dir="auto" className="font-semibold">
          {candidature.name}
        </span>, kind: 'title' },
    { key: 'contact', header: t('admin_candidatures.columns.contact'), cell: (candidature) => <ContactDetails email={candidature.email} phone={candidature.phone} /> },
    {
      key: 'message',
      header: t('admin_candidatures.columns.message'),
      cell: (candidature) => (
        <MessageViewer
          message={candidature.message}
          title={t('admin_candidatures.message.title', { name: candidature.name })}
          email={candidature.email}
          sentAt={candidature.createdAt}
          buttonText={t('admin_candidatures.message.open')}
          buttonLabel={t('admin_candidatures.message.open_label', { name: candidature.name })}
          noneText={t('admin_candidatures.message.none')}
        />
      ),
    },
    { key: 'cv', header: t('admin_candidatures.columns.cv'), cell: (candidature) => <CvDownloadButton candidature={candidature} /> },
    view === 'spam' ? notSpamColumn : deleteColumn,
  ];

  return (
    <>
      <AdminPageHeader title={query.data ? t('admin_candidatures.title_count', { total: query.data.length }) : t('admin_candidatures.title')} lead={t('admin_candidatures.lead')}>
        <ListFilter value={list.query} onChange={list.setQuery} label={t('admin_candidatures.filter')} />
      </AdminPageHeader>

      <InboxViewSwitch label={t('admin_spam.views_label')} views={[{ value: 'active', label: t('admin_spam.inbox') }]} value={view} onChange={showView} />

      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListLoadError message={t('admin_candidatures.load_error')} onRetry={() => void query.refetch()} />
      ) : list.rows.length === 0 ? (
        <ListEmpty text={view === 'spam' ? t('admin_spam.empty') : t('admin_candidatures.empty')} filtered={list.total > 0} />
      ) : (
        <>
          <AdminTable caption={view === 'spam' ? t('admin_spam.view') : t('admin_candidatures.caption')} columns={columns} rows={list.rows} rowKey={(candidature) => candidature._id} />
          <Pagination page={list.page} pageCount={list.pageCount} onPage={list.setPage} />
        </>
      )}
      {remove.dialog}
    </>
  );
}
