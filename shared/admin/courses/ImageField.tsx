/**
 * The course image: a file input (JPEG, PNG, WebP up to the server's limit), checked on choice, with
 * a preview; in edit mode the current image shows until a new one replaces it.
 */
import { ImageIcon, X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../components/FilePicker.tsx';
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
        <FilePicker
          inputRef={inputRef}
          label={t('admin_courses.form.image')}
          accept={IMAGE_TYPES}
          buttonText={t(choice || currentUrl ? 'admin_courses.form.change_image' : 'admin_courses.form.choose_image')}
          onChoose={onChoose}
          hint={t(editing ? 'admin_courses.form.image_edit_hint' : 'admin_courses.form.image_hint', { size: imageMaxMegabytes })}
          error={error || undefined}
          fileName={choice?.file.name ?? t('admin_courses.form.no_file')}
        />
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
