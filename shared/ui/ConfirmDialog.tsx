/**
 * The one confirmation before a destructive action (SPEC §5): the spec's sentence, then the name of
 * what it acts on (a question alone does not say which row was clicked), cancel and confirm.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal.tsx';
import { secondaryButton } from './buttons.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** What the action acts on, as people know it: a course's title, a person's or a company's name. */
  itemName: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';

export function ConfirmDialog({
  open,
  title,
  message,
  itemName,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const itemId = useId();

  // The safe choice has the focus, so Enter never destroys by reflex. A child's effects run first:
  // this follows the Modal's own focusing, each time it runs (on open, and when onClose changes).
  useEffect(() => {
    if (open) cancelButton.current?.focus();
  }, [open, onCancel]);

  return (
    <Modal open={open} title={title} onClose={onCancel} closeLabel={t('common.close')}>
      <p id={messageId} className="text-slate-700">
        {message}
      </p>
      <p id={itemId} className="mt-2 font-semibold break-words text-slate-900">
        <bdi>{itemName}</bdi>
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* Focused first, it reads out the question and the name: the dialog's title alone says neither. */}
        <button
          ref={cancelButton}
          type="button"
          aria-describedby={`${messageId} ${itemId}`}
          className={secondaryButton}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
