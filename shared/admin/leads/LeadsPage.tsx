/** /admin/leads (SPEC §2): the pre-registrations to handle, through their statuses; archived ones and suspected spam apart. */
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REQUESTS_KEY } from '../../api/inbox.ts';
import { archiveLead } from '../../api/leads.ts';
import type { Lead } from '../../domain/entities.ts';
import type { Column } from '../components/AdminTable.tsx';
import { ContactDetails, EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { dangerRowButton } from '../components/inbox-kit.ts';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { NotGiven } from '../components/NotGiven.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { RequestInbox } from '../inbox/RequestInbox.tsx';

export default function LeadsPage() {
  const { t } = useTranslation();
  const archive = useConfirmedAction<Lead>({
    run: (lead) => archiveLead(lead._id),
    queryKey: REQUESTS_KEY,
    confirmMessage: t('admin_leads.confirm.archive'),
    itemName: (lead) => lead.name,
    confirmLabel: t('admin_leads.archive'),
    toasts: { loading: t('admin_leads.toasts.archiving'), success: t('admin_leads.toasts.archived'), failure: t('admin_leads.toasts.archive_error') },
  });
  const notGiven = <NotGiven label={t('admin_leads.not_given')} />;

  return (
    <RequestInbox<Lead>
      kind="lead"
      views={[
        { value: 'active', label: t('admin_leads.views.active') },
        { value: 'archived', label: t('admin_leads.views.archived') },
      ]}
      viewsLabel={t('admin_leads.views.label')}
      texts={(view) => ({
        title: t('admin_leads.title'),
        titleCount: (total) => t('admin_leads.title_count', { total }),
        lead: view === 'archived' ? t('admin_leads.lead_archived') : t('admin_leads.lead'),
        search: t('admin_leads.filter'),
        caption: { active: t('admin_leads.views.active'), archived: t('admin_leads.views.archived'), spam: t('admin_spam.view') }[view],
        empty: { active: t('admin_leads.empty_active'), archived: t('admin_leads.empty_archived'), spam: t('admin_spam.empty') }[view],
        loadError: t('admin_leads.load_error'),
      })}
      columns={(view) => [
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
        ...(view === 'archived'
          ? [{ key: 'archivedAt', header: t('admin_leads.columns.archived_at'), cell: (lead: Lead) => (lead.archivedAt ? <DateTime iso={lead.archivedAt} /> : notGiven) } satisfies Column<Lead>]
          : []),
      ]}
      rowAction={(lead, view) =>
        view === 'active' && (
          <button type="button" className={dangerRowButton} aria-label={t('admin_leads.archive_label', { name: lead.name })} disabled={archive.busyId === lead._id} onClick={() => archive.ask(lead)}>
            <Archive aria-hidden="true" className="size-4" />
            {t('admin_leads.archive')}
          </button>
        )
      }
      title={(lead) => lead.name}
      contact={(lead) => ({ email: lead.email, phone: lead.phone })}
      fields={(lead) => [
        { label: t('admin_pipeline.fields.name'), value: <span dir="auto">{lead.name}</span> },
        { label: t('admin_pipeline.fields.email'), value: <EmailLink email={lead.email} /> },
        { label: t('admin_pipeline.fields.phone'), value: lead.phone && <PhoneLink phone={lead.phone} /> },
        { label: t('admin_pipeline.fields.course'), value: lead.courseOfInterest && <span dir="auto">{lead.courseOfInterest}</span> },
        { label: t('admin_pipeline.fields.pace'), value: t(`paces.${lead.learningPaceInterest}`) },
        { label: t('admin_pipeline.fields.received'), value: <DateTime iso={lead.createdAt} inline /> },
        ...(lead.archivedAt ? [{ label: t('admin_pipeline.fields.archived_at'), value: <DateTime iso={lead.archivedAt} inline /> }] : []),
      ]}
    >
      {archive.dialog}
    </RequestInbox>
  );
}
