/**
 * A public dialog (the pre-registration, the quote request): a native <dialog> in the page's HTML,
 * its form already in it, opened by its buttons' invoker command (`commandfor`, `command`), which
 * needs no script: it opens within a frame of the first tap, before the app has arrived or without
 * it. The browser gives it what a modal needs: the page behind inert, the focus on its first field
 * (autofocus) and back on the button after, Escape and a press beside it (closedby="any") close it.
 * The app takes it over as it is (open or not, with what was typed), and opens it itself where the
 * browser has no invoker commands. A dialog the page arrived with open (the server's answer to its
 * form sent without the app) is open without being modal, as HTML can only say so: it is drawn
 * over the page all the same, and made modal once the app is there.
 */
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { DialogHeading, useDialogHeading } from '../../ui/DialogHeading.tsx';
import { firstVisibleField } from '../../ui/focus-trap.ts';

/** The invoker command attributes, which React passes through as written (its types do not know them yet). */
type InvokerAttributes = { commandfor: string; command: 'show-modal' | 'close' };

/**
 * A button that opens the dialog `dialogId`; `choice` (a radio group's name, and the value to
 * choose in it) is chosen in the dialog's form first (the session a session's button stands for).
 * Before the app, the page's loader does the same (server/src/features/site/render/page-template.ts).
 */
export function dialogOpener(
  dialogId: string,
  choice?: { name: string; value: string },
): ButtonHTMLAttributes<HTMLButtonElement> {
  const invoker: InvokerAttributes = { commandfor: dialogId, command: 'show-modal' };
  return {
    type: 'button',
    ...invoker,
    ...(choice && { name: choice.name, value: choice.value }),
    onClick: (event: MouseEvent<HTMLButtonElement>) => openDialog(event.currentTarget, dialogId),
  };
}

/** What the invoker command does, for a browser without it; and the opener's choice, made in the form. */
function openDialog(opener: HTMLButtonElement, dialogId: string) {
  const dialog = document.getElementById(dialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const group = opener.name ? dialog.querySelector('form')?.elements.namedItem(opener.name) : null;
  const option = group instanceof RadioNodeList ? [...group].find((radio) => radio.value === opener.value) : undefined;
  // Clicked, as the visitor would: the form's state follows.
  if (option instanceof HTMLInputElement && !option.checked) option.click();
  if (dialog.open) return;
  dialog.showModal();
  // The HTML's autofocus (the server's) is not in a form the app drew itself (React focuses on mount instead).
  firstVisibleField(dialog)?.focus();
}

const closer = (dialogId: string): ButtonHTMLAttributes<HTMLButtonElement> => {
  const invoker: InvokerAttributes = { commandfor: dialogId, command: 'close' };
  return {
    type: 'button',
    ...invoker,
    onClick: () => (document.getElementById(dialogId) as HTMLDialogElement | null)?.close(),
  };
};

interface SiteDialogProps {
  id: string;
  title: string;
  description?: string;
  closeLabel: string;
  /** Open as the page arrives (the server's answer to the form posted without the app). */
  initiallyOpen?: boolean;
  /** Once closed, by any means: the form starts blank at the next opening. */
  onClose(): void;
  children: ReactNode;
}

export function SiteDialog({ id, title, description, closeLabel, initiallyOpen, onClose, children }: SiteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { labels, heading } = useDialogHeading(title, description, closeLabel);
  const closedBy = { closedby: 'any' } as const;

  useEffect(() => {
    const element = dialog.current;
    // Open but not modal (as HTML had it): made modal, the page behind inert.
    if (element?.open && !element.matches(':modal')) {
      element.close();
      element.showModal();
    }
  }, []);

  return (
    <dialog
      ref={dialog}
      id={id}
      open={initiallyOpen || undefined}
      {...closedBy}
      {...labels}
      // Made modal above, it is closed and opened again at once: no visitor closed it.
      onClose={() => dialog.current?.open || onClose()}
      className="fixed inset-0 z-50 m-auto mb-0 max-h-[92vh] w-full max-w-full overflow-y-auto rounded-t-2xl border-0 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 sm:mb-auto sm:max-w-lg sm:rounded-2xl [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]"
    >
      <DialogHeading {...heading} closeButton={closer(id)} />
      {children}
    </dialog>
  );
}

/** The button that closes the dialog from inside its form (its "Cancel"). */
export const dialogCloser = closer;
