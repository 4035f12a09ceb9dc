/**
 * /admin/people (admins only): a person's rights of access and erasure (loi organique 2004-63)
 * without a developer. The admin types the person's e-mail address or phone number (an "@" says
 * which), sees everything the centre holds about them (each request with its consent, notes and
 * history, the outbox's mails), downloads it as one ZIP file, or erases it after a confirmation.
 * The server records each read, export and erasure in the audit trail; the person stays out of
 * the page's address, so that it is not kept in the browser's history.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileArchive, Search, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { erasePerson, fetchPerson, personExportPath, personKey } from '../../api/people.ts';
import { errorMessage } from '../../api/client.ts';
import { centreToday } from '../../domain/calendar.ts';
import type { ConsentFields } from '../../domain/privacy.ts';
import { type PersonData, type PersonKey, PeopleQuerySchema, personKeyOf, personLabel } from '../../domain/people.ts';
import type { RequestKind, RequestNote, StatusChange } from '../../domain/pipeline.ts';
import { issueCode, WITH_INPUT } from '../../domain/validation-codes.ts';
import { formatDate } from '../../i18n/format.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ltrInputClass } from '../../ui/Field.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CvDownloadButton } from '../candidatures/CvDownloadButton.tsx';
import { EmailLink, PhoneLink } from '../components/ContactDetails.tsx';
import { DateTime } from '../components/DateTime.tsx';
import { ConsentGiven } from '../components/ConsentGiven.tsx';
import { dangerRowButton, DATE_WITH_TIME, rowButton } from '../components/inbox-kit.ts';
import { AdminPageHeader, ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { useFileDownload } from '../components/useFileDownload.ts';
import { panelHeading, panelSection } from '../inbox/panel-style.ts';
import { RequestHistory } from '../inbox/RequestTrail.tsx';
import { StatusBadge } from '../inbox/status-style.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';

/** What the admin typed, as the API's query: an e-mail address when it has an "@", else a phone number. */
export function personQueryOf(typed: string): { email?: string; phone?: string } {
  const text = typed.trim();
  return text.includes('@') ? { email: text } : { phone: text };
}

export default function PeoplePage() {
  const { t } = useTranslation();
  // Each search reads again (a new record, a new read), even of the same person.
  const [search, setSearch] = useState<{ person: PersonKey; serial: number }>();

  return (
    <>
      <AdminPageHeader title={t('admin_people.title')} lead={t('admin_people.lead')} />
      <PersonSearch onSearch={(person) => setSearch((last) => ({ person, serial: (last?.serial ?? 0) + 1 }))} />
      {search && <PersonRecord key={search.serial} person={search.person} />}
    </>
  );
}

function PersonSearch({ onSearch }: { onSearch(person: PersonKey): void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules: the same codes as its 400.
    const checked = PeopleQuerySchema.safeParse(personQueryOf(typed), WITH_INPUT);
    if (!checked.success) {
      setProblem(fieldErrorText(t, { type: issueCode(checked.error.issues[0]!) }));
      return;
    }
    setProblem(undefined);
    onSearch(personKeyOf(checked.data));
  };

  return (
    <form
      role="search"
      noValidate
      onSubmit={submit}
      className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <label htmlFor={fieldId} className="block font-medium text-slate-900">
        {t('admin_people.search.label')}
      </label>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
        {t('admin_people.search.hint')}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id={fieldId}
          type="search"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${fieldId}-hint${problem ? ` ${fieldId}-error` : ''}`}
          className={`${ltrInputClass} sm:flex-1`}
        />
        <button type="submit" className={primaryButton}>
          <Search aria-hidden="true" className="size-4" />
          {t('admin_people.search.submit')}
        </button>
      </div>
      {problem && (
        <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}

function PersonRecord({ person }: { person: PersonKey }) {
  const { t } = useTranslation();
  const held = useQuery({
    queryKey: personKey(person),
    queryFn: ({ signal }) => fetchPerson(person, signal),
    // Each read is an access in the audit trail: read when asked, not again behind the admin's back.
    staleTime: Infinity,
    gcTime: 0,
  });

  if (held.isPending) return <ListLoading />;
  if (held.isError)
    return (
      <ListLoadError
        message={errorMessage(held.error, t('admin_people.load_error'))}
        onRetry={() => void held.refetch()}
      />
    );
  return <PersonDetails person={person} data={held.data} />;
}

const requestCount = (data: PersonData) =>
  data.leads.length + data.companyLeads.length + data.candidatures.length + data.contactMessages.length;

function PersonDetails({ person, data }: { person: PersonKey; data: PersonData }) {
  const { t, i18n } = useTranslation();
  const label = personLabel(person);
  const total = requestCount(data);
  const exporting = useFileDownload(t('admin_people.export.error'));
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () => erasePerson(person),
    onSuccess: ({ deleted }) => {
      toast.success(
        t('admin_people.erase.done', {
          requests: deleted.leads + deleted.companyLeads + deleted.candidatures + deleted.contactMessages,
          cvs: deleted.cvFiles,
          mails: deleted.mails,
        }),
      );
      // What the server holds now: nothing. Read again, as the admin would to check.
      void queryClient.invalidateQueries({ queryKey: personKey(person) });
    },
  });

  if (total === 0 && data.mails === 0) {
    return (
      <p
        role="status"
        className="rounded-2xl bg-white px-6 py-10 text-center text-slate-700 shadow-sm ring-1 ring-slate-200"
      >
        {t('admin_people.empty')} <bdi className="font-semibold">{label}</bdi>
      </p>
    );
  }

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="person-summary"
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="min-w-0">
          <h2 id="person-summary" className="text-lg font-semibold text-slate-900">
            {/* A number kept on one line; a long address broken anywhere rather than overflowing. */}
            {t('admin_people.found')}{' '}
            <bdi dir="ltr" className={person.phone !== undefined ? 'whitespace-nowrap' : 'break-all'}>
              {label}
            </bdi>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t('admin_people.summary', { requests: total, mails: data.mails })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={rowButton}
            disabled={exporting.busy}
            onClick={() =>
              void exporting.download(
                `/api${personExportPath(person, toLanguage(i18n.language))}`,
                `personal-data-${centreToday()}.zip`,
              )
            }
          >
            {exporting.busy ? <Spinner className="size-4" /> : <FileArchive aria-hidden="true" className="size-4" />}
            {t('admin_people.export.button')}
          </button>
          <button
            type="button"
            className={dangerRowButton}
            disabled={erase.isPending}
            onClick={() => setConfirming(true)}
          >
            {erase.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" className="size-4" />}
            {t('admin_people.erase.button')}
          </button>
        </div>
      </section>

      <KindSection title={t('admin_people.sections.leads')} count={data.leads.length}>
        {data.leads.map((lead) => (
          <RequestCard key={lead._id} kind="lead" item={lead} title={lead.name}>
            <ContactFacts email={lead.email} phone={lead.phone} />
            {lead.courseOfInterest && (
              <Fact label={t('admin_people.fields.course')}>
                <span dir="auto">{lead.courseOfInterest}</span>
              </Fact>
            )}
          </RequestCard>
        ))}
      </KindSection>

      <KindSection title={t('admin_people.sections.company_leads')} count={data.companyLeads.length}>
        {data.companyLeads.map((request) => (
          <RequestCard key={request._id} kind="company-lead" item={request} title={request.contactName}>
            <Fact label={t('admin_people.fields.company')}>
              <span dir="auto">{request.companyName}</span>
            </Fact>
            <ContactFacts email={request.email} phone={request.phone} />
          </RequestCard>
        ))}
      </KindSection>

      <KindSection title={t('admin_people.sections.candidatures')} count={data.candidatures.length}>
        {data.candidatures.map((candidature) => (
          <RequestCard key={candidature._id} kind="candidature" item={candidature} title={candidature.name}>
            <ContactFacts email={candidature.email} phone={candidature.phone} />
            <Fact label={t('admin_people.fields.cv')}>
              <CvDownloadButton candidature={candidature} />
            </Fact>
          </RequestCard>
        ))}
      </KindSection>

      <KindSection title={t('admin_people.sections.contact_messages')} count={data.contactMessages.length}>
        {data.contactMessages.map((message) => (
          <RequestCard key={message._id} item={message} title={message.name}>
            <ContactFacts email={message.email} phone={message.phone} />
          </RequestCard>
        ))}
      </KindSection>

      <KindSection title={t('admin_people.sections.mails')} count={data.outbox.length}>
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {data.outbox.map((mail) => (
            <li
              key={mail._id}
              className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p dir="auto" className="font-medium break-words text-slate-900">
                  {mail.subject}
                </p>
                <p className="text-slate-600">
                  {t('admin_people.mail.to')}{' '}
                  <bdi dir="ltr" className="break-all">
                    {mail.to}
                  </bdi>
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                  {t(`admin_people.mail.status.${mail.status}`, { defaultValue: mail.status })}
                </span>
                <DateTime iso={mail.sentAt ?? mail.createdAt} inline />
              </div>
            </li>
          ))}
        </ul>
      </KindSection>

      <ConfirmDialog
        open={confirming}
        title={t('admin.confirm.title')}
        message={t('admin_people.erase.confirm')}
        itemName={`${label} · ${t('admin_people.summary', { requests: total, mails: data.mails })}`}
        confirmLabel={t('admin_people.erase.confirm_label')}
        cancelLabel={t('admin.confirm.cancel')}
        onConfirm={() => {
          setConfirming(false);
          erase.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** One kind of request, with how many there are; nothing when there are none. */
function KindSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  if (count === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span id={headingId}>{title}</span>{' '}
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800 tabular-nums ring-1 ring-brand-100">
          {count}
        </span>
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="-mt-2 min-w-0 break-words text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

/** How to reach the person a request came from: the e-mail, and the phone when given. */
function ContactFacts({ email, phone }: { email: string; phone?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Fact label={t('admin_people.fields.email')}>
        <EmailLink email={email} />
      </Fact>
      {phone && (
        <Fact label={t('admin_people.fields.phone')}>
          <PhoneLink phone={phone} />
        </Fact>
      )}
    </>
  );
}

/** A request as it is held: who, when, its own facts, its message, its consent, and, in the pipeline, its status, notes and history. */
function RequestCard({
  kind,
  item,
  title,
  children,
}: {
  /** Given for a request of the pipeline, whose item has its status, notes and history. */
  kind?: RequestKind;
  item: { _id: string; createdAt: string; message?: string } & ConsentFields & {
      status?: string;
      notes?: readonly RequestNote[];
      history?: readonly StatusChange[];
    };
  title: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { status, notes, history } = item;
  return (
    <article aria-label={title} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 dir="auto" className="font-semibold break-words text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {t('admin_people.fields.received')} <DateTime iso={item.createdAt} inline />
          </p>
        </div>
        {kind && status && <StatusBadge kind={kind} status={status} />}
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {children}
        <Fact label={t('admin_privacy.consent')}>
          <ConsentGiven consent={item} />
        </Fact>
      </dl>
      {item.message && (
        // The sender's own language sets the direction, whatever the admin's; line breaks kept.
        <p
          dir="auto"
          className="rounded-xl bg-slate-50 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
        >
          {item.message}
        </p>
      )}
      {notes && (
        <div className={`${panelSection} text-sm`}>
          <h4 className={panelHeading}>{t('admin_pipeline.panel.notes')}</h4>
          {notes.length === 0 ? (
            <p className="text-slate-600">{t('admin_pipeline.panel.notes_empty')}</p>
          ) : (
            <ol className="space-y-2">
              {notes.map((note) => (
                <li key={note._id} className="rounded-xl bg-amber-50/60 p-3 ring-1 ring-amber-100">
                  <p dir="auto" className="break-words whitespace-pre-wrap text-slate-800">
                    {note.text}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600">
                    <span dir="auto">{t('admin_pipeline.panel.by', { name: note.author.name })}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={note.createdAt}>{formatDate(note.createdAt, i18n.language, DATE_WITH_TIME)}</time>
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      {kind && history && <RequestHistory kind={kind} history={history} />}
    </article>
  );
}
