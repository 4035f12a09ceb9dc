/**
 * A picture's field (a course's image, an instructor's photo, the centre's logo): its preview beside
 * the file picker, and under the picker what can be done with the picture (un-choose it, remove it).
 */
import { ImageIcon, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { FilePicker, type FilePickerProps } from './FilePicker.tsx';

interface PictureFieldProps extends FilePickerProps {
  /** The preview, or NoPicture. */
  preview: ReactNode;
  /** The grid's columns from the small breakpoint: the preview's width, then the picker's. */
  columns: string;
  children?: ReactNode;
}

export function PictureField({ preview, columns, children, ...picker }: PictureFieldProps) {
  return (
    <div className={`grid gap-4 sm:items-start ${columns}`}>
      {preview}
      <div className="space-y-3">
        <FilePicker {...picker} />
        {children}
      </div>
    </div>
  );
}

/** Where the picture would be: the image icon and, when given, a word saying there is none. */
export function NoPicture({ text, className = '' }: { text?: string; className?: string }) {
  return (
    <div className={`flex flex-col items-center gap-2 text-center text-sm text-slate-600 ${className}`}>
      <ImageIcon aria-hidden="true" className="size-8 text-slate-500" />
      {text}
    </div>
  );
}

/** Un-chooses the file chosen (nothing is sent then) and gives the focus back to the picker. */
export function ClearChoiceButton({
  label,
  inputRef,
  onClear,
}: {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onClear(): void;
}) {
  const clear = () => {
    onClear();
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };
  return (
    <button
      type="button"
      onClick={clear}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <X aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
