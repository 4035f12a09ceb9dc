/**
 * A file input drawn as a drop zone, with its label, a button in the admin's language (the
 * browser's own speaks the browser's) and its note: the hint, or why a file was refused.
 */
import { Upload } from 'lucide-react';
import { type RefObject, useId } from 'react';
import { Spinner } from '../../ui/Spinner.tsx';

export interface FilePickerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  accept: readonly string[];
  buttonText: string;
  onChoose(file: File | undefined): void;
  hint: string;
  /** Said in the note's place, as an alert. */
  error?: string;
  /** Shown beside the button (the file chosen, or that there is none); nothing when absent. */
  fileName?: string;
  disabled?: boolean;
  /** A file is being sent: the button shows a spinner. */
  pending?: boolean;
}

export function FilePicker({
  inputRef,
  label,
  accept,
  buttonText,
  onChoose,
  hint,
  error,
  fileName,
  disabled,
  pending,
}: FilePickerProps) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed bg-slate-50 p-3 transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 hover:border-brand-600 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept.join(',')}
          disabled={disabled}
          aria-describedby={noteId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChoose(event.target.files?.[0])}
          className="sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="inline-flex cursor-pointer items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          {pending ? <Spinner className="size-4" /> : <Upload className="size-4" />}
          {buttonText}
        </label>
        {/* Under the button when there is no room beside it, rather than cut to a few letters. */}
        {fileName !== undefined && (
          <span aria-hidden="true" className="min-w-32 flex-1 truncate text-sm text-slate-600" dir="auto">
            {fileName}
          </span>
        )}
      </div>
      <p
        id={noteId}
        role={error ? 'alert' : undefined}
        className={error ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
      >
        {error ?? hint}
      </p>
    </div>
  );
}
