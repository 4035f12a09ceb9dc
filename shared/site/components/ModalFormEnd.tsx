/**
 * How a visitor's form in a modal ends (the pre-registration, the quote request): the consent box,
 * the hidden anti-spam field, then the way out and the send button, which says while it sends.
 * Stacked on a phone, the send button on top; side by side at the row's end beyond.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConsentField } from './ConsentField.tsx';

interface ModalFormEndProps {
  /** What the form's `register` answered for its `consent` and `website` fields. */
  consent: UseFormRegisterReturn;
  website: UseFormRegisterReturn;
  consentInvalid: boolean;
  busy: boolean;
  submitText: string;
  onCancel(): void;
}

export function ModalFormEnd({ consent, website, consentInvalid, busy, submitText, onCancel }: ModalFormEndProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConsentField registration={consent} invalid={consentInvalid} />
      <Honeypot registration={website} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
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
