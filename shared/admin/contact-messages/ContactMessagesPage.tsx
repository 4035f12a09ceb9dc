/**
 * /admin/messages: the messages sent from the contact page, to read and answer; archived once
 * handled (kept apart with their archive date), deleted after a confirmation; suspected spam apart.
 * On the inbox kit's frame (header, lists, rows); no pipeline: the list comes whole and is searched
 * and paged in the browser, as it is typed.
 */
import { Archive, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_CONTACT_MESSAGES_KEY,
  archiveContactMessage,
  deleteContactMessage,
  fetchContactMessages,
  markContactMessageNotSpam,
} from '../../api/contact-messages.ts';
import type { ContactMessage } from '../../domain/entities.ts';
import { useAdminPageMeta } from '../admin-page-meta.ts';
import { type Column, nameColumn } from '../components/AdminTable.tsx';
import { EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { ListFilter } from '../components/ListControls.tsx';
import { MessageViewer } from '../components/MessageViewer.tsx';
import { NotGiven } from '../components/NotGiven.tsx';
import { useConfirmedAction } from '../components/useConfirmedAction.tsx';
import { InboxHeader, InboxRows } from '../inbox/InboxFrame.tsx';
import { requestArchiveTexts, requestDeleteTexts } from '../inbox/request-action-texts.ts';
import { requestMessageTexts } from '../inbox/request-message-texts.ts';
import { useNotSpamColumn } from '../inbox/SpamFolder.tsx';
import { useInboxList } from '../inbox/useInboxList.ts';

const searchText = (message: ContactMessage) =>
  [message.name, message.email, message.phone, message.message].filter(Boolean).join(' ');

const EXCERPT_CHARACTERS = 90;

/**
 * The start of a message on one line, for its row; the viewer shows it whole. Cut after a whole
 * word (unless one word fills it all), counting characters, not UTF-16 units, so no emoji is split.
 */
function excerpt(text: string, length = EXCERPT_CHARACTERS): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= length) return characters.join('');
  // One character more: a space right after the limit means the last word is whole.
  const start = characters.slice(0, length + 1).join('');
  const wordEnd = start.lastIndexOf(' ');
  const cut = wordEnd > 0 ? start.slice(0, wordEnd) : characters.slice(0, length).join('');
  return `${cut.trimEnd()}…`;
}

export default function ContactMessagesPage() {
  const { t } = useTranslation();
  useAdminPageMeta({ title: t('admin_contact_messages.title'), description: t('admin_contact_messages.lead') });
  const { view, showView, query, list } = useInboxList(ADMIN_CONTACT_MESSAGES_KEY, fetchContactMessages, searchText);

  const senderName = (message: ContactMessage) => message.name;
  const archive = useConfirmedAction<ContactMessage>({
    run: (message) => archiveContactMessage(message._id),
    queryKey: ADMIN_CONTACT_MESSAGES_KEY,
    itemName: senderName,
    ...requestArchiveTexts(t, 'admin_contact_messages'),
  });
  const remove = useConfirmedAction<ContactMessage>({
    run: (message) => deleteContactMessage(message._id),
    queryKey: ADMIN_CONTACT_MESSAGES_KEY,
    itemName: senderName,
    ...requestDeleteTexts(t, 'admin_contact_messages'),
  });
  const notSpamColumn = useNotSpamColumn<ContactMessage>({
    markNotSpam: markContactMessageNotSpam,
    queryKey: ADMIN_CONTACT_MESSAGES_KEY,
    itemName: senderName,
  });

  const notGiven = <NotGiven label={t('admin_contact_messages.not_given')} />;

  const actionsColumn: Column<ContactMessage> = {
    key: 'actions',
    header: t('admin_contact_messages.columns.actions'),
    kind: 'actions',
    cell: (message) => (
      <>
        {/* An archived message is handled already: it can only go for good. */}
        {view === 'active' &&
          archive.button(message, {
            icon: Archive,
            text: t('admin_contact_messages.archive'),
            label: t('admin_contact_messages.archive_label', { name: message.name }),
          })}
        {remove.button(message, {
          icon: Trash2,
          text: t('admin_contact_messages.delete'),
          label: t('admin_contact_messages.delete_label', { name: message.name }),
          danger: true,
        })}
      </>
    ),
  };

  const archivedAtColumn: Column<ContactMessage> = {
    key: 'archivedAt',
    header: t('admin_contact_messages.columns.archived_at'),
    cell: (message) => (message.archivedAt ? <DateTime iso={message.archivedAt} /> : notGiven),
  };

  const columns: Column<ContactMessage>[] = [
    {
      key: 'date',
      header: t('admin_contact_messages.columns.date'),
      cell: (message) => <DateTime iso={message.createdAt} />,
    },
    nameColumn('name', t('admin_contact_messages.columns.name'), (message) => message.name),
    {
      key: 'email',
      header: t('admin_contact_messages.columns.email'),
      cell: (message) => <EmailLink email={message.email} />,
    },
    {
      key: 'phone',
      header: t('admin_contact_messages.columns.phone'),
      cell: (message) => (message.phone ? <PhoneLink phone={message.phone} /> : notGiven),
    },
    {
      key: 'message',
      header: t('admin_contact_messages.columns.message'),
      className: 'md:min-w-56 md:max-w-80',
      cell: (message) => (
        <div className="flex flex-col items-start gap-2">
          {/* The sender's own language sets the direction, whatever the admin's. */}
          <p dir="auto" className="text-slate-700">
            {excerpt(message.message)}
          </p>
          <MessageViewer
            message={message.message}
            email={message.email}
            sentAt={message.createdAt}
            {...requestMessageTexts(t, 'admin_contact_messages', { name: message.name })}
            consent={message}
          />
        </div>
      ),
    },
    ...{ active: [actionsColumn], archived: [archivedAtColumn, actionsColumn], spam: [notSpamColumn] }[view],
  ];

  const viewName = {
    active: t('admin_contact_messages.views.active'),
    archived: t('admin_contact_messages.views.archived'),
    spam: t('admin_spam.view'),
  }[view];
  const emptyText = {
    active: t('admin_contact_messages.empty_active'),
    archived: t('admin_contact_messages.empty_archived'),
    spam: t('admin_spam.empty'),
  }[view];

  return (
    <>
      <InboxHeader
        title={
          query.data
            ? t('admin_contact_messages.title_count', { total: query.data.length })
            : t('admin_contact_messages.title')
        }
        lead={view === 'archived' ? t('admin_contact_messages.lead_archived') : t('admin_contact_messages.lead')}
        search={<ListFilter value={list.query} onChange={list.setQuery} label={t('admin_contact_messages.filter')} />}
        viewsLabel={t('admin_contact_messages.views.label')}
        views={[
          { value: 'active', label: t('admin_contact_messages.views.active') },
          { value: 'archived', label: t('admin_contact_messages.views.archived') },
        ]}
        view={view}
        onView={showView}
      />

      <InboxRows
        query={query}
        rows={list.rows}
        loadError={t('admin_contact_messages.load_error')}
        empty={emptyText}
        filtered={list.total > 0}
        onClearFilters={() => list.setQuery('')}
        caption={viewName}
        columns={columns}
        rowKey={(message) => message._id}
        page={list.page}
        pageCount={list.pageCount}
        onPage={list.setPage}
      />
      {archive.dialog}
      {remove.dialog}
    </>
  );
}
