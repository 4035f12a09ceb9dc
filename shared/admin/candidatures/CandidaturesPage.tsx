/** /admin/candidatures (SPEC §2): job applications with their CVs, through their statuses; delete after a confirmation; suspected spam apart. */
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deleteCandidature } from '../../api/candidatures.ts';
import { REQUESTS_KEY } from '../../api/inbox.ts';
import type { Candidature } from '../../domain/entities.ts';
import { ContactDetails, EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { nameColumn } from '../components/AdminTable.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { RequestInbox } from '../inbox/RequestInbox.tsx';
import { CvDownloadButton } from './CvDownloadButton.tsx';

export default function CandidaturesPage() {
  const { t } = useTranslation();
  const remove = useConfirmedAction<Candidature>({
    run: (candidature) => deleteCandidature(candidature._id),
    queryKey: REQUESTS_KEY,
    confirmMessage: t('admin_candidatures.confirm.delete'),
    itemName: (candidature) => candidature.name,
    confirmLabel: t('admin_candidatures.delete'),
    toasts: {
      loading: t('admin_candidatures.toasts.deleting'),
      success: t('admin_candidatures.toasts.deleted'),
      failure: t('admin_candidatures.toasts.delete_error'),
    },
  });

  return (
    <RequestInbox<Candidature>
      kind="candidature"
      views={[{ value: 'active', label: t('admin_spam.inbox') }]}
      viewsLabel={t('admin_spam.views_label')}
      texts={(view) => ({
        title: t('admin_candidatures.title'),
        titleCount: (total) => t('admin_candidatures.title_count', { total }),
        lead: t('admin_candidatures.lead'),
        search: t('admin_candidatures.filter'),
        caption: view === 'spam' ? t('admin_spam.view') : t('admin_candidatures.caption'),
        empty: view === 'spam' ? t('admin_spam.empty') : t('admin_candidatures.empty'),
        loadError: t('admin_candidatures.load_error'),
      })}
      columns={() => [
        nameColumn('name', t('admin_candidatures.columns.name'), (candidature) => candidature.name),
        {
          key: 'contact',
          header: t('admin_candidatures.columns.contact'),
          cell: (candidature) => <ContactDetails email={candidature.email} phone={candidature.phone} />,
        },
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
        {
          key: 'cv',
          header: t('admin_candidatures.columns.cv'),
          cell: (candidature) => <CvDownloadButton candidature={candidature} />,
        },
      ]}
      rowAction={(candidature) =>
        remove.button(candidature, {
          icon: Trash2,
          text: t('admin_candidatures.delete'),
          label: t('admin_candidatures.delete_label', { name: candidature.name }),
          danger: true,
        })
      }
      title={(candidature) => candidature.name}
      contact={(candidature) => ({ email: candidature.email, phone: candidature.phone })}
      fields={(candidature) => [
        { label: t('admin_pipeline.fields.name'), value: <span dir="auto">{candidature.name}</span> },
        { label: t('admin_pipeline.fields.email'), value: <EmailLink email={candidature.email} /> },
        {
          label: t('admin_pipeline.fields.phone'),
          value: candidature.phone && <PhoneLink phone={candidature.phone} />,
        },
        { label: t('admin_pipeline.fields.received'), value: <DateTime iso={candidature.createdAt} inline /> },
        { label: t('admin_pipeline.fields.cv'), value: <CvDownloadButton candidature={candidature} /> },
      ]}
    >
      {remove.dialog}
    </RequestInbox>
  );
}
