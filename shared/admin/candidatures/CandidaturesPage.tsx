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
import { oneListInbox } from '../inbox/one-list-inbox.ts';
import { requestDeleteTexts } from '../inbox/request-action-texts.ts';
import { requestMessageTexts } from '../inbox/request-message-texts.ts';
import { RequestInbox } from '../inbox/RequestInbox.tsx';
import { CvDownloadButton } from './CvDownloadButton.tsx';

export default function CandidaturesPage() {
  const { t } = useTranslation();
  const remove = useConfirmedAction<Candidature>({
    run: (candidature) => deleteCandidature(candidature._id),
    queryKey: REQUESTS_KEY,
    itemName: (candidature) => candidature.name,
    ...requestDeleteTexts(t, 'admin_candidatures'),
  });

  return (
    <RequestInbox<Candidature>
      kind="candidature"
      {...oneListInbox(t, 'admin_candidatures')}
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
              email={candidature.email}
              sentAt={candidature.createdAt}
              {...requestMessageTexts(t, 'admin_candidatures', { name: candidature.name })}
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
