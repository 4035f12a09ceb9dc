/**
 * One request opened beside its list (`?open=<id>`): a drawer on the end side from tablet width
 * up, the whole screen on a phone. Everything about the request in one place: how to answer it
 * (mail, call, WhatsApp), its status, every field, its message, what happened to it (history)
 * and what staff wrote about it (notes). Focus goes in when it opens, stays inside, Escape closes
 * it and focus returns to what opened it.
 */
import { type LucideIcon, Mail, MessageCircle, Phone, X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { RequestDetail } from '../../api/inbox.ts';
import type { RequestKind } from '../../domain/pipeline.ts';
import type { ConsentFields } from '../../domain/privacy.ts';
import { formatDate } from '../../i18n/format.ts';
import { internationalNumber, whatsappHref } from '../../ui/contact-links.ts';
import { ModalFrame } from '../../ui/ModalFrame.tsx';
import { useModalFocus } from '../../ui/useModalFocus.ts';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';
import { ListLoadError, ListLoading } from '../components/ListStates.tsx';
import { NotGiven } from '../components/NotGiven.tsx';
import { useRequestDetail } from './inbox-queries.ts';
import { panelHeading, panelSection } from './panel-style.ts';
import { RequestHistory, RequestNotes } from './RequestTrail.tsx';
import { StatusBadge } from './status-style.tsx';
import { StatusControl } from './StatusControl.tsx';

/** One line of the panel's details: a label and its value (NotGiven when empty). */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/** What a page tells the panel about its kind of request. */
export interface RequestPanelParts<T> {
  /** Who sent it: the panel's title. */
  title(item: T): string;
  /** Where to answer. */
  contact(item: T): { email: string; phone?: string };
  /** The kind's own fields, in order, the CV of an application among them (the status and the message are the panel's). */
  fields(item: T): DetailField[];
}

interface RequestPanelProps<T> extends RequestPanelParts<T> {
  kind: RequestKind;
  id: string;
  onClose(): void;
}

const actionLink =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function RequestPanel<T extends { _id: string; createdAt: string; message?: string }>({
  kind,
  id,
  onClose,
  ...parts
}: RequestPanelProps<T>) {
  const { t, i18n } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const detail = useRequestDetail<T>(kind, id);

  useModalFocus(panel, id, onClose);

  const item = detail.data;
  const gone = detail.error instanceof ApiError && detail.error.status === 404;

  return (
    <ModalFrame
      backdropClassName="fixed inset-0 z-40 flex justify-end bg-slate-900/50"
      onClose={onClose}
      ref={panel}
      aria-labelledby={item ? titleId : undefined}
      aria-label={item ? undefined : t('admin_pipeline.panel.label')}
      className="flex h-dvh w-full flex-col bg-white shadow-2xl outline-none sm:max-w-xl"
    >
      {/* A div, not a header: inside a dialog a header would be a second banner of the page. */}
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase rtl:tracking-normal">
            {t('admin_pipeline.panel.label')}
          </p>
          {item && (
            <>
              {/* The name isolated in its own direction; the heading keeps the admin's (aligned to the start). */}
              <h2 id={titleId} className="mt-1 text-xl font-bold break-words text-slate-900">
                <bdi>{parts.title(item)}</bdi>
              </h2>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <StatusBadge kind={kind} status={item.status} />
                <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language, DATE_WITH_TIME)}</time>
              </p>
            </>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('admin_pipeline.panel.close')}
          className="shrink-0 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
        {detail.isPending ? (
          <ListLoading bare />
        ) : gone ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
            {t('admin_pipeline.panel.gone')}
          </p>
        ) : detail.isError ? (
          <ListLoadError bare message={t('admin_pipeline.panel.load_error')} onRetry={() => void detail.refetch()} />
        ) : (
          <RequestPanelBody kind={kind} item={detail.data} {...parts} />
        )}
      </div>
    </ModalFrame>
  );
}

/** Whether and when the person agreed to the privacy notice (requests sent before the consent box have none). */
function consentField({ consentAt, consentVersion }: ConsentFields, t: TFunction, language: string): DetailField {
  return {
    label: t('admin_privacy.consent'),
    value: consentAt ? (
      <time dateTime={consentAt}>
        {t('admin_privacy.given', {
          date: formatDate(consentAt, language, DATE_WITH_TIME),
          version: consentVersion ?? '',
        })}
      </time>
    ) : (
      <span className="text-slate-600">{t('admin_privacy.none')}</span>
    ),
  };
}

function RequestPanelBody<T extends { _id: string; createdAt: string; message?: string }>({
  kind,
  item,
  contact,
  fields,
}: { kind: RequestKind; item: RequestDetail<T> } & Omit<RequestPanelParts<T>, 'title'>) {
  const { t, i18n } = useTranslation();
  const { email, phone } = contact(item);
  return (
    <div className="space-y-6">
      <section aria-label={t('admin_pipeline.panel.contact')}>
        <ContactActions email={email} phone={phone} />
      </section>

      <section className={panelSection} aria-labelledby={`status-${item._id}`}>
        <h3 id={`status-${item._id}`} className={panelHeading}>
          {t('admin_pipeline.panel.status')}
        </h3>
        <StatusControl kind={kind} item={item} />
      </section>

      <section className={panelSection}>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
          {[...fields(item), consentField(item as ConsentFields, t, i18n.language)].map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-slate-600">{field.label}</dt>
              <dd className="-mt-2 min-w-0 break-words text-slate-900 sm:mt-0">
                {field.value ?? <NotGiven label={t('admin_pipeline.fields.not_given')} />}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={panelSection} aria-labelledby={`message-${item._id}`}>
        <h3 id={`message-${item._id}`} className={panelHeading}>
          {t('admin_pipeline.fields.message')}
        </h3>
        {item.message ? (
          // The sender's own language sets the direction, whatever the admin's; line breaks kept.
          <p
            dir="auto"
            className="rounded-xl bg-slate-50 p-4 leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
          >
            {item.message}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('admin_pipeline.fields.no_message')}</p>
        )}
      </section>

      <RequestHistory kind={kind} history={item.history} />
      <RequestNotes kind={kind} id={item._id} notes={item.notes} />
    </div>
  );
}

/** Mail, call and WhatsApp, each opening the admin's own application. */
export function ContactActions({ email, phone }: { email: string; phone?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <ContactAction href={`mailto:${email}`} icon={Mail} text={t('admin_pipeline.panel.email')} address={email} />
      {phone && (
        <>
          <ContactAction
            href={`tel:${internationalNumber(phone)}`}
            icon={Phone}
            text={t('admin_pipeline.panel.call')}
            address={phone}
          />
          <ContactAction
            href={whatsappHref(phone)}
            external
            icon={MessageCircle}
            iconClassName="text-emerald-700"
            text={t('admin_pipeline.panel.whatsapp')}
            address={phone}
          />
        </>
      )}
    </div>
  );
}

/** One of them: its icon and word, the address it writes or calls said to screen readers. */
function ContactAction({
  href,
  external = false,
  icon: Icon,
  iconClassName = 'text-brand-700',
  text,
  address,
}: {
  href: string;
  /** Opened in a new tab (WhatsApp's site). */
  external?: boolean;
  icon: LucideIcon;
  iconClassName?: string;
  text: string;
  address: string;
}) {
  return (
    <a href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })} className={actionLink}>
      <Icon aria-hidden="true" className={`size-4 ${iconClassName}`} />
      {text}
      <span dir="ltr" className="sr-only">
        {address}
      </span>
    </a>
  );
}
