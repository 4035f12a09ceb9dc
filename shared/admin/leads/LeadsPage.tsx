/**
 * /admin/leads (SPEC §2): the pre-registrations to handle, through their statuses; archived ones
 * and suspected spam apart. Each shows the course session it names (its days, its seats in the
 * panel) and whether it waits for a place; the list filters by session.
 */
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { REQUESTS_KEY } from '../../api/inbox.ts';
import { archiveLead } from '../../api/leads.ts';
import type { Lead } from '../../domain/entities.ts';
import type { PlannedSession } from '../../domain/sessions.ts';
import { toLanguage } from '../../i18n/languages.ts';
import type { Column } from '../components/AdminTable.tsx';
import { ContactDetails, EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { NotGiven } from '../components/NotGiven.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { requestArchiveTexts } from '../inbox/request-action-texts.ts';
import { requestMessageTexts } from '../inbox/request-message-texts.ts';
import { RequestInbox } from '../inbox/RequestInbox.tsx';
import { SeatsMeter, SessionDays, SessionModePlace, WaitingListBadge } from '../sessions/SessionParts.tsx';
import { useSessionIndex } from '../sessions/useSessionIndex.ts';
import { useStaffAccess } from '../staff-access.ts';

export default function LeadsPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { may } = useStaffAccess();
  const sessions = useSessionIndex();
  const archive = useConfirmedAction<Lead>({
    run: (lead) => archiveLead(lead._id),
    queryKey: REQUESTS_KEY,
    itemName: (lead) => lead.name,
    ...requestArchiveTexts(t, 'admin_leads'),
  });
  const notGiven = <NotGiven label={t('admin_leads.not_given')} />;
  const sessionOf = (lead: Lead) => (lead.sessionId ? sessions.byId.get(lead.sessionId) : undefined);

  /** The course the lead names: its session's course (linked for staff who edit courses), else the title it was sent with. */
  const courseOf = (lead: Lead) => {
    const course = sessionOf(lead)?.course;
    if (!course) return lead.courseOfInterest && <span dir="auto">{lead.courseOfInterest}</span>;
    const title = (
      <span lang={language} dir="auto">
        {course.title[language]}
      </span>
    );
    return may('courses') ? (
      <Link
        to={`/admin/courses/edit/${encodeURIComponent(course._id)}`}
        className="font-medium text-brand-700 hover:text-brand-900 hover:underline"
      >
        {title}
      </Link>
    ) : (
      title
    );
  };

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
        caption: {
          active: t('admin_leads.views.active'),
          archived: t('admin_leads.views.archived'),
          spam: t('admin_spam.view'),
        }[view],
        empty: {
          active: t('admin_leads.empty_active'),
          archived: t('admin_leads.empty_archived'),
          spam: t('admin_spam.empty'),
        }[view],
        loadError: t('admin_leads.load_error'),
      })}
      columns={(view) => [
        {
          key: 'person',
          header: t('admin_leads.columns.person'),
          kind: 'title',
          cell: (lead) => <ContactDetails name={lead.name} email={lead.email} phone={lead.phone} strongName />,
        },
        {
          key: 'course',
          header: t('admin_leads.columns.course'),
          cell: (lead) => (lead.courseOfInterest ? <span dir="auto">{lead.courseOfInterest}</span> : notGiven),
          className: 'md:min-w-36 md:max-w-64',
        },
        {
          key: 'session',
          header: t('admin_sessions.inbox.column'),
          className: 'md:max-w-40',
          cell: (lead) => {
            const session = sessionOf(lead);
            return (
              <span className="inline-flex flex-col items-start gap-1">
                {session ? <SessionDays session={session} wrap /> : notGiven}
                {lead.waitingList && <WaitingListBadge />}
              </span>
            );
          },
        },
        { key: 'pace', header: t('admin_leads.columns.pace'), cell: (lead) => t(`paces.${lead.learningPaceInterest}`) },
        {
          key: 'message',
          header: t('admin_leads.columns.message'),
          cell: (lead) => (
            <MessageViewer
              message={lead.message}
              email={lead.email}
              sentAt={lead.createdAt}
              {...requestMessageTexts(t, 'admin_leads', { name: lead.name })}
            />
          ),
        },
        ...(view === 'archived'
          ? [
              {
                key: 'archivedAt',
                header: t('admin_leads.columns.archived_at'),
                cell: (lead: Lead) => (lead.archivedAt ? <DateTime iso={lead.archivedAt} /> : notGiven),
              } satisfies Column<Lead>,
            ]
          : []),
      ]}
      bySession={{ sessions: sessions.sessions }}
      rowAction={(lead, view) =>
        view === 'active' &&
        archive.button(lead, {
          icon: Archive,
          text: t('admin_leads.archive'),
          label: t('admin_leads.archive_label', { name: lead.name }),
          danger: true,
        })
      }
      title={(lead) => lead.name}
      contact={(lead) => ({ email: lead.email, phone: lead.phone })}
      fields={(lead) => [
        { label: t('admin_pipeline.fields.name'), value: <span dir="auto">{lead.name}</span> },
        { label: t('admin_pipeline.fields.email'), value: <EmailLink email={lead.email} /> },
        { label: t('admin_pipeline.fields.phone'), value: lead.phone && <PhoneLink phone={lead.phone} /> },
        { label: t('admin_pipeline.fields.course'), value: courseOf(lead) },
        {
          label: t('admin_sessions.inbox.column'),
          value: (sessionOf(lead) || lead.waitingList) && (
            <LeadSession session={sessionOf(lead)} waiting={lead.waitingList} />
          ),
        },
        { label: t('admin_pipeline.fields.pace'), value: t(`paces.${lead.learningPaceInterest}`) },
        { label: t('admin_pipeline.fields.received'), value: <DateTime iso={lead.createdAt} inline /> },
        ...(lead.archivedAt
          ? [{ label: t('admin_pipeline.fields.archived_at'), value: <DateTime iso={lead.archivedAt} inline /> }]
          : []),
      ]}
    >
      {archive.dialog}
    </RequestInbox>
  );
}

/** The panel's session: its days, mode and place, seats taken out of its seats; or none. */
function LeadSession({ session, waiting }: { session: PlannedSession | undefined; waiting?: true }) {
  const { t } = useTranslation();
  if (!session) return <WaitingListBadge />;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        <SessionDays session={session} />
        {session.status === 'cancelled' && (
          <span className="text-sm font-normal text-rose-800">{t('admin_sessions.states.cancelled')}</span>
        )}
        {waiting && <WaitingListBadge />}
      </p>
      <SessionModePlace session={session} />
      <div>
        <p className="text-xs font-medium text-slate-600">{t('admin_sessions.columns.seats')}</p>
        <SeatsMeter session={session} />
      </div>
    </div>
  );
}
