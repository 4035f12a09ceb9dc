/**
 * The one dialog: labelled by its title, focus on its first visible field as it opens (never on a
 * hidden one such as the anti-spam Honeypot), kept inside while open (Tab cycles), Escape and the
 * backdrop close it, focus returns to what opened it.
 */
import { type ReactNode, useRef } from 'react';
import { DialogHeading, useDialogHeading } from './DialogHeading.tsx';
import { firstVisibleField } from './focus-trap.ts';
import { ModalFrame } from './ModalFrame.tsx';
import { useModalFocus } from './useModalFocus.ts';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  closeLabel: string;
  children: ReactNode;
  /** Optional line under the title. */
  description?: string;
}

export function Modal({ open, title, onClose, closeLabel, children, description }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { labels, heading } = useDialogHeading(title, description, closeLabel);

  useModalFocus(panel, open, onClose, firstVisibleField);

  if (!open) return null;
  return (
    <ModalFrame
      backdropClassName="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-0 sm:items-center sm:p-4"
      onClose={onClose}
      ref={panel}
      {...labels}
      className="max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl outline-none sm:max-w-lg sm:rounded-2xl"
    >
      <DialogHeading {...heading} closeButton={{ onClick: onClose }} />
      {children}
    </ModalFrame>
  );
}
