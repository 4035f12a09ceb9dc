/**
 * The one dialog: labelled by its title, focus on its first visible field as it opens (never on a
 * hidden one such as the anti-spam Honeypot), kept inside while open (Tab cycles), Escape and the
 * backdrop close it, focus returns to what opened it.
 */
import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
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
  const titleId = useId();
  const descriptionId = useId();

  useModalFocus(panel, open, onClose, firstVisibleField);

  if (!open) return null;
  return (
    <ModalFrame
      backdropClassName="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-0 sm:items-center sm:p-4"
      onClose={onClose}
      ref={panel}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className="max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl outline-none sm:max-w-lg sm:rounded-2xl"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </ModalFrame>
  );
}
