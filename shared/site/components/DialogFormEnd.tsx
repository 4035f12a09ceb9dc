/**
 * How a visitor's form in a dialog ends (the pre-registration, the quote request): the consent box,
 * the hidden anti-spam field, then the way out and the send button, which says while it sends.
 * Stacked on a phone, the send button on top; side by side at the row's end beyond.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConsentField } from './ConsentField.tsx';
import { dialogCloser } from './SiteDialog.tsx';

interface DialogFormEndProps {
  /** What the form's `register` answered for its `consent` and `website` fields. */
  consent: UseFormRegisterReturn;
  website: UseFormRegisterReturn;
  consentInvalid: boolean;
  busy: boolean;
  submitText: string;
  /** The dialog the form is in, which "Cancel" closes. */
  dialogId: string;
}

export function DialogFormEnd({ consent, website, consentInvalid, busy, submitText, dialogId }: DialogFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConsentField registration={consent} invalid={consentInvalid} />
      <Honeypot registration={website} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button {...dialogCloser(dialogId)} className={secondaryButton}>
          {t('forms.cancel')}
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy && <Spinner />}
          {busy ? t('forms.sending') : submitText}
        </button>
      </div>
    </>
  );
}
