/**
 * The course image: a file input (JPEG, PNG, WebP up to the server's limit), checked on choice, with
 * a preview; in edit mode the current image shows until a new one replaces it.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearChoiceButton, NoPicture, PictureField } from '../components/PictureField.tsx';
import { IMAGE_TYPES, type ImageChoice, imageMaxMegabytes } from '../components/useImageChoice.ts';

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
  const caption = choice?.url
    ? t('admin_courses.form.new_image')
    : currentUrl && !choice
      ? t('admin_courses.form.current_image')
      : undefined;

  return (
    <PictureField
      columns="sm:grid-cols-[minmax(0,16rem)_1fr]"
      preview={
        <figure className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          {previewUrl ? (
            <img src={previewUrl} alt={caption ?? ''} className="aspect-video w-full object-cover" />
          ) : (
            <NoPicture
              text={choice ? undefined : t('admin_courses.form.no_image')}
              className="aspect-video w-full justify-center p-4"
            />
          )}
          {caption && (
            <figcaption className="border-t border-slate-200 bg-white px-3 py-1.5 text-xs font-medium text-slate-700">
              {caption}
            </figcaption>
          )}
        </figure>
      }
      inputRef={inputRef}
      label={t('admin_courses.form.image')}
      accept={IMAGE_TYPES}
      buttonText={t(choice || currentUrl ? 'admin_courses.form.change_image' : 'admin_courses.form.choose_image')}
      onChoose={onChoose}
      hint={t(editing ? 'admin_courses.form.image_edit_hint' : 'admin_courses.form.image_hint', {
        size: imageMaxMegabytes,
      })}
      error={error || undefined}
      fileName={choice?.file.name ?? t('admin_courses.form.no_file')}
    >
      {choice && (
        <ClearChoiceButton
          label={t('admin_courses.form.remove_image')}
          inputRef={inputRef}
          onClear={() => onChoose(undefined)}
        />
      )}
    </PictureField>
  );
}
