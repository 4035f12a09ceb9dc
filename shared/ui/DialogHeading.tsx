/** The top of a dialog (the admin's Modal, the site's SiteDialog): its title, the line under it, and the button that closes it. */
import { X } from 'lucide-react';
import { type ButtonHTMLAttributes, useId } from 'react';

interface DialogHeadingProps {
  title: string;
  titleId: string;
  description?: string;
  descriptionId: string;
  closeLabel: string;
  /** What the close button does (a click handler, or the site's invoker command). */
  closeButton: ButtonHTMLAttributes<HTMLButtonElement>;
}

export function DialogHeading({
  title,
  titleId,
  description,
  descriptionId,
  closeLabel,
  closeButton,
}: DialogHeadingProps) {
  return (
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
        {...closeButton}
        aria-label={closeLabel}
        className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/** A dialog's heading (for DialogHeading) and what names the dialog by it (for the dialog element). */
export function useDialogHeading(title: string, description: string | undefined, closeLabel: string) {
  const titleId = useId();
  const descriptionId = useId();
  return {
    labels: { 'aria-labelledby': titleId, 'aria-describedby': description ? descriptionId : undefined },
    heading: { title, titleId, description, descriptionId, closeLabel },
  };
}
