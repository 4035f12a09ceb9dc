/**
 * The CV field: the native file input, kept for keyboards, screen readers and tests, behind a
 * drop area whose texts follow the page's language (the browser's own button would not).
 */
import { FileText, UploadCloud, X } from 'lucide-react';
import { type DragEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_EXTENSIONS } from '../../domain/constants.ts';
import { toLanguage } from '../../i18n/languages.ts';
import { cvMaxMegabytes, formatFileSize } from './cv-file.ts';

interface CvPickerProps {
  file: File | undefined;
  error: string | undefined;
  onChange(file: File | undefined): void;
  inputRef: Ref<HTMLInputElement>;
}

export function CvPicker({ file, error, onChange, inputRef }: CvPickerProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };

  const tone = error
    ? 'border-red-600 bg-red-50/40'
    : dragging
      ? 'border-brand-600 bg-brand-50'
      : 'border-slate-300 bg-slate-50 hover:border-brand-600 hover:bg-brand-50/50';

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="block text-sm font-medium text-slate-800">
        {t('careers_page.form.cv_label')}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="cv"
        accept={CV_EXTENSIONS.join(',')}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        aria-required
        onChange={(event) => onChange(event.target.files?.[0])}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition peer-focus-visible:border-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600/30 sm:flex-row sm:text-start ${tone}`}
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
          <UploadCloud aria-hidden="true" className="size-6" />
        </span>
        <span className="text-sm">
          <span className="font-semibold text-brand-700">
            {file ? t('careers_page.form.cv_change') : t('careers_page.form.cv_choose')}
          </span>
          <span className="text-slate-700"> {t('careers_page.form.cv_drop')}</span>
          <span id={`${id}-hint`} className="mt-1 block text-slate-600">
            {t('careers_page.form.cv_hint', { size: cvMaxMegabytes })}
          </span>
        </span>
      </label>
      {file && (
        <div
          className={`flex items-center gap-3 rounded-lg p-3 text-sm ring-1 ${error ? 'bg-red-50 ring-red-200' : 'bg-brand-50 ring-brand-100'}`}
        >
          <FileText aria-hidden="true" className={`size-5 shrink-0 ${error ? 'text-red-700' : 'text-brand-700'}`} />
          <p className="min-w-0 flex-1">
            <span className="sr-only">{t('careers_page.form.selected_file')} </span>
            <span className="block truncate font-medium text-slate-900" dir="auto">
              {file.name}
            </span>
            <span className="text-slate-600">{formatFileSize(file.size, language)}</span>
          </p>
          <button
            type="button"
            onClick={() => onChange(undefined)}
            aria-label={t('careers_page.form.remove_file')}
            className="rounded-full p-1.5 text-slate-600 hover:bg-white hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
