/** A row's button in an admin table: its icon and word, a name for screen readers that names the row, and a wait while the row is worked on. */
import type { LucideIcon } from 'lucide-react';
import { dangerRowButton, rowButton } from './inbox-kit.ts';

export interface RowButtonProps {
  icon: LucideIcon;
  text: string;
  /** The accessible name, with the row's name in it ("Delete the message of Salma"). */
  label: string;
  /** A destructive action, drawn in red. */
  danger?: boolean;
  busy?: boolean;
  onClick(): void;
}

export function RowButton({ icon: Icon, text, label, danger = false, busy = false, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={danger ? dangerRowButton : rowButton}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
      {text}
    </button>
  );
}
