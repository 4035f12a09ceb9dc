/** A visitor's form's send button: a spinner and "Sending..." while it is sent. */
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../ui/buttons.ts';
import { Spinner } from '../../ui/Spinner.tsx';

export function SendButton({ busy, text }: { busy: boolean; text: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" disabled={busy} className={`${primaryButton} w-full sm:w-auto`}>
      {busy ? <Spinner /> : <Send aria-hidden="true" className="flip-rtl size-4" />}
      {busy ? t('forms.sending') : text}
    </button>
  );
}
