/** A request's message: a button in the row, the whole text in a dialog (messages run long). */
import { MessageSquareText } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentFields } from '../../domain/privacy.ts';
import { formatDate } from '../../i18n/format.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ConsentGiven } from './ConsentGiven.tsx';
import { DATE_WITH_TIME, rowButton } from './inbox-kit.ts';
import { NotGiven } from './NotGiven.tsx';

interface MessageViewerProps {
  message: string | undefined;
  /** The dialog's title, naming the sender. */
  title: string;
  /** Shown under the title with the date it was sent. */
  email: string;
  sentAt: string;
  buttonText: string;
  /** The button's full name for screen readers; starts with `buttonText`. */
  buttonLabel: string;
  noneText: string;
  /** Given for a request the person sent with the consent box: whether and when they agreed, shown in the dialog. */
  consent?: ConsentFields;
}

export function MessageViewer({
  message,
  title,
  email,
  sentAt,
  buttonText,
  buttonLabel,
  noneText,
  consent,
}: MessageViewerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  if (!message) return <NotGiven label={noneText} />;
  return (
    <>
      <button
        type="button"
        className={rowButton}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        {buttonText}
      </button>
      <Modal open={open} title={title} onClose={close} closeLabel={t('common.close')}>
        {/* Each part isolated, so an address and a date keep their order in Arabic. */}
        <p className="-mt-2 mb-4 flex flex-wrap gap-x-2 text-sm text-slate-600">
          <a href={`mailto:${email}`} dir="ltr" className="break-all text-brand-700 underline-offset-2 hover:underline">
            {email}
          </a>
          <span aria-hidden="true">·</span>
          <time dateTime={sentAt}>{formatDate(sentAt, i18n.language, DATE_WITH_TIME)}</time>
        </p>
        {consent && (
          <dl className="-mt-2 mb-4 flex flex-wrap gap-x-2 text-sm">
            <dt className="font-medium text-slate-600">{t('admin_privacy.consent')}</dt>
            <dd className="text-slate-800">
              <ConsentGiven consent={consent} />
            </dd>
          </dl>
        )}
        {/* The sender's own language sets the direction, whatever the admin's. */}
        <p
          dir="auto"
          className="rounded-xl bg-slate-50 p-4 leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
        >
          {message}
        </p>
      </Modal>
    </>
  );
}
