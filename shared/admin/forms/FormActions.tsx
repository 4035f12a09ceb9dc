/**
 * A form's closing buttons: the way back (a button, or a link) and the submit button, which says
 * the work under way. Stacked on a phone, the submit on top; side by side at the row's end beyond.
 * Without a way back, the submit button alone spans the form (a side panel's form).
 */
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Spinner } from '../../ui/Spinner.tsx';

interface FormActionsProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  icon?: LucideIcon;
  disabled?: boolean;
  /** The way back: a button's action, or a link's address. */
  cancel?: { label: string; onClick(): void } | { label: string; to: string };
  className?: string;
}

export function FormActions({
  busy,
  label,
  busyLabel,
  icon: Icon,
  disabled = false,
  cancel,
  className = '',
}: FormActionsProps) {
  const submit = (
    <button type="submit" disabled={busy || disabled} className={cancel ? primaryButton : `${primaryButton} w-full`}>
      {busy ? <Spinner /> : Icon && <Icon aria-hidden="true" className="size-5" />}
      {busy ? busyLabel : label}
    </button>
  );
  if (!cancel) return submit;
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      {'to' in cancel ? (
        <Link to={cancel.to} className={secondaryButton}>
          {cancel.label}
        </Link>
      ) : (
        <button type="button" className={secondaryButton} onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      {submit}
    </div>
  );
}
