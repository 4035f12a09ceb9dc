/**
 * The frame of a modal dialog, in a portal at the end of the page: the backdrop, which closes the
 * dialog when pressed itself (not when a press that began inside ends on it), and the dialog in it.
 * Its focus (useModalFocus) and its content are the caller's.
 */
import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';

type ModalFrameProps = Omit<ComponentProps<'div'>, 'role'> & {
  /** The backdrop's classes: its shade, and where the dialog stands on it. */
  backdropClassName: string;
  onClose(): void;
};

export function ModalFrame({ backdropClassName, onClose, children, ...dialog }: ModalFrameProps) {
  return createPortal(
    <div
      role="presentation"
      className={backdropClassName}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div role="dialog" aria-modal="true" tabIndex={-1} {...dialog}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
