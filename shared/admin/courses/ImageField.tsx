/**
 * The course image: a file input (JPEG, PNG, WebP up to the server's limit), checked on choice, with
 * a preview; in edit mode the current image shows until a new one replaces it.
 */
import { ImageIcon, Upload, X } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, type ImageProblem, imageMaxMegabytes, imageProblem } from './course-form.ts';

export interface ImageChoice {
  file: File;
  /** The preview's object URL; none for a file that was refused. */
  url?: string;
  problem?: ImageProblem;
}

/** The chosen file and its preview URL, revoked when replaced and when the form goes away. */
export function useImageChoice() {
  const [choice, setChoice] = useState<ImageChoice | undefined>();
  const live = useRef<{ url?: string }>({});

  useEffect(() => {
    const holder = live.current;
    return () => {
      if (holder.url) URL.revokeObjectURL(holder.url);
    };
  }, []);

  const choose = (file: File | undefined) => {
    if (live.current.url) URL.revokeObjectURL(live.current.url);
    live.current.url = undefined;
    if (!file) {
      setChoice(undefined);
      return;
    }
    const problem = imageProblem(file);
    const url = problem ? undefined : URL.createObjectURL(file);
    live.current.url = url;
    setChoice({ file, url, problem });
  };

  return { choice, choose };
}

interface ImageFieldProps {
  choice: ImageChoice | undefined;
  onChoose(file: File | undefined): void;
  currentUrl?: string;
  editing: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function ImageField({ choice, onChoose, currentUrl, editing, inputRef }: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const error = choice?.problem && t(`admin_courses.errors.${choice.problem}`, { size: imageMaxMegabytes });
  const previewUrl = choice?.url ?? (choice ? undefined : currentUrl);
  const caption = choice?.url ? t('admin_courses.form.new_image') : currentUrl && !choice ? t('admin_courses.form.current_image') : undefined;

  const clear = () => {
    onChoose(undefined);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
      <figure className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {previewUrl ? (
          <img src={previewUrl} alt={caption ?? ''} className="aspect-video w-full object-cover" />
        ) : (
          <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 p-4 text-center text-sm text-slate-600">
            <ImageIcon aria-hidden="true" className="size-8 text-slate-500" />
            {!choice && t('admin_courses.form.no_image')}
          </div>
        )}
        {caption && <figcaption className="border-t border-slate-200 bg-white px-3 py-1.5 text-xs font-medium text-slate-700">{caption}</figcaption>}
      </figure>
      <div className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('admin_courses.form.image')}
          </label>
          {/* The browser's own file button speaks the browser's language; this one speaks the admin's. */}
          <div
            className={`flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed bg-slate-50 p-3 transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 hover:border-brand-600 ${
              error ? 'border-red-600' : 'border-slate-300'
            }`}
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-describedby={noteId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChoose(event.target.files?.[0])}
              className="sr-only"
            />
            <label htmlFor={inputId} aria-hidden="true" className="inline-flex cursor-pointer items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900">
              <Upload className="size-4" />
              {t(choice || currentUrl ? 'admin_courses.form.change_image' : 'admin_courses.form.choose_image')}
            </label>
            <span aria-hidden="true" className="min-w-0 flex-1 truncate text-sm text-slate-600" dir="auto">
              {choice?.file.name ?? t('admin_courses.form.no_file')}
            </span>
          </div>
          <p id={noteId} role={error ? 'alert' : undefined} className={error ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
            {error ?? t(editing ? 'admin_courses.form.image_edit_hint' : 'admin_courses.form.image_hint', { size: imageMaxMegabytes })}
          </p>
        </div>
        {choice && (
          <button
            type="button"
            onClick={clear}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="size-4" />
            {t('admin_courses.form.remove_image')}
          </button>
        )}
      </div>
    </div>
  );
}
