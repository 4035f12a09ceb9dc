/**
 * The instructor form (SPEC §2, §5): name, title in each language (language tabs), an optional
 * photo with its preview. Adds an instructor (emptied after), or edits one in place (`editing`):
 * its courses then show the new name and title; without a new photo, the current one stays.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save, Upload, UserPlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createInstructor, updateInstructor } from '../../api/instructors.ts';
import { IMAGE_MAX_BYTES } from '../../domain/constants.ts';
import type { Instructor } from '../../domain/entities.ts';
import { InstructorInputSchema } from '../../domain/schemas.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { rowButton } from '../components/inbox-kit.ts';
import { FormActions } from '../forms/FormActions.tsx';
import { withSaveToasts } from '../forms/save-toasts.ts';
import { type ErrorLocator, useTabbedForm } from '../forms/use-tabbed-form.ts';
import { contentLanguageProps, LanguagePanels, LanguageTabs, languagesWithErrorsIn } from '../language-tabs/LanguageTabs.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';

/** What the server accepts as a photo (it reads the content too; this spares a useless upload). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The shared rules, the title as the form edits it: one text per language (the API also takes one plain string). */
const InstructorFormSchema = InstructorInputSchema.extend({ title: InstructorInputSchema.shape.title.out });
type InstructorFormValues = z.input<typeof InstructorFormSchema>;
const emptyInstructor = (): InstructorFormValues => ({ name: '', title: { fr: '', en: '', ar: '' } });

/** The name first, then the title of each language (its tab). */
const INSTRUCTOR_ERRORS: ErrorLocator<InstructorFormValues> = {
  firstGeneralError: (errors) => (errors.name ? 'name' : undefined),
  firstErrorIn: (errors, language) => (errors.title?.[language] ? `title.${language}` : undefined),
  serverPathToField: (path) => (path === 'name' || /^title\.(?:fr|en|ar)$/.test(path) ? path : undefined),
};

interface ChosenPhoto {
  file: File;
  /** An object URL for the preview, released when the photo changes or the form goes. */
  preview: string;
}

interface InstructorFormProps {
  headingId: string;
  /** The instructor being edited; none to add one. */
  editing?: Instructor;
  /** After an edit is saved or cancelled. */
  onDone?(): void;
}

export function InstructorForm({ headingId, editing, onDone }: InstructorFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    languageTabs,
    revealFirstError,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useTabbedForm<InstructorFormValues, InstructorFormValues>({
    resolver: schemaResolver(InstructorFormSchema),
    defaultValues: editing ? { name: editing.name, title: { ...editing.title } } : emptyInstructor(),
    locate: INSTRUCTOR_ERRORS,
  });
  const [photo, setPhoto] = useState<ChosenPhoto>();
  const [photoError, setPhotoError] = useState<string>();
  // A file input cannot be emptied through React; a new key gives a fresh, empty one.
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const photoInputId = useId();
  const photoLabelId = useId();
  const photoNoteId = useId();

  useEffect(() => {
    if (!photo) return;
    const { preview } = photo;
    return () => URL.revokeObjectURL(preview);
  }, [photo]);
  // Through the query client, so that a refused session ends the way it does everywhere in the admin.
  const { mutateAsync: saveInstructor } = useMutation({
    mutationFn: (values: Parameters<typeof createInstructor>[0]) => (editing ? updateInstructor(editing._id, values) : createInstructor(values)),
  });

  const clearPhoto = () => {
    setPhoto(undefined);
    setPhotoError(undefined);
    setPhotoInputKey((key) => key + 1);
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhotoError(undefined);
    if (!file) {
      setPhoto(undefined);
      return;
    }
    const problem = !(PHOTO_TYPES as readonly string[]).includes(file.type)
      ? t('admin_instructors.form.photo_type_error')
      : file.size > IMAGE_MAX_BYTES
        ? t('admin_instructors.form.photo_size_error')
        : undefined;
    if (problem) {
      setPhoto(undefined);
      setPhotoError(problem);
      event.target.value = '';
      return;
    }
    setPhoto({ file, preview: URL.createObjectURL(file) });
  };

  const onSubmit = handleSubmit(async (values) => {
    if (photoError) return;
    const { saved, error } = await withSaveToasts(
      editing
        ? { loading: t('admin_instructors.toasts.saving'), success: t('admin_instructors.toasts.saved'), failure: t('admin_instructors.toasts.save_error') }
        : { loading: t('admin_instructors.toasts.adding'), success: t('admin_instructors.toasts.added'), failure: t('admin_instructors.toasts.add_error') },
      () => saveInstructor({ ...values, avatar: photo?.file }),
    );
    if (!saved) {
      showServerErrors(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
    if (editing) {
      // A course's instructor is shown with the course.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
      onDone?.();
      return;
    }
    reset(emptyInstructor());
    languageTabs.select('fr');
    clearPhoto();
  }, revealFirstError);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-5">
      <Field label={t('admin_instructors.form.name')} required error={fieldErrorText(t, errors.name)}>
        <input type="text" autoComplete="off" placeholder={t('admin_instructors.form.name_placeholder')} className={inputClass} {...register('name')} />
      </Field>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('admin_instructors.form.position')}</legend>
        <LanguageTabs tabs={languageTabs} withErrors={languagesWithErrorsIn(errors.title)} fill />
        <LanguagePanels tabs={languageTabs}>
          {(language) => (
            <Field
              label={t('admin_instructors.form.position_in', { language: LANGUAGE_NAMES[language] })}
              required
              hint={t('admin_instructors.form.position_hint')}
              error={fieldErrorText(t, errors.title?.[language])}
            >
              <input type="text" autoComplete="off" className={inputClass} {...contentLanguageProps(language)} {...register(`title.${language}`)} />
            </Field>
          )}
        </LanguagePanels>
      </fieldset>

      <div className="space-y-1.5">
        <span id={photoLabelId} className="block text-sm font-medium text-slate-800">
          {t('admin_instructors.form.photo')}
        </span>
        {/* The browser's own file button speaks its own language; this one speaks the admin's. */}
        <div
          className={`flex items-center gap-4 rounded-xl border border-dashed bg-slate-50 p-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${photoError ? 'border-red-600' : 'border-slate-300'}`}
        >
          {photo || editing?.imageUrl ? (
            <img src={photo?.preview ?? editing?.imageUrl} alt={t('admin_instructors.form.preview')} className="size-16 shrink-0 rounded-full object-cover ring-2 ring-white" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white text-slate-500 ring-1 ring-slate-200">
              <ImagePlus className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-all text-slate-800">
              {photo ? <span dir="auto">{photo.file.name}</span> : editing?.imageUrl ? t('admin_instructors.form.keep_photo') : t('admin_instructors.form.no_photo')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <label htmlFor={photoInputId} className={`${rowButton} cursor-pointer`}>
                <Upload aria-hidden="true" className="size-4" />
                {photo ? t('admin_instructors.form.change_photo') : t('admin_instructors.form.choose_photo')}
              </label>
              {photo && (
                <button type="button" className={rowButton} onClick={clearPhoto}>
                  <X aria-hidden="true" className="size-4" />
                  {t('admin_instructors.form.remove_photo')}
                </button>
              )}
            </div>
          </div>
          <input
            key={photoInputKey}
            id={photoInputId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={choosePhoto}
            aria-labelledby={photoLabelId}
            aria-describedby={photoNoteId}
            aria-invalid={photoError ? true : undefined}
            className="sr-only"
          />
        </div>
        <p id={photoNoteId} role={photoError ? 'alert' : undefined} className={photoError ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
          {photoError ?? t('admin_instructors.form.photo_hint')}
        </p>
      </div>

      {editing ? (
        <FormActions
          busy={isSubmitting}
          icon={Save}
          label={t('admin_instructors.form.save')}
          busyLabel={t('admin_instructors.form.saving')}
          cancel={{ label: t('admin_instructors.form.cancel_edit'), onClick: () => onDone?.() }}
        />
      ) : (
        <FormActions busy={isSubmitting} icon={UserPlus} label={t('admin_instructors.form.submit')} busyLabel={t('admin_instructors.form.submitting')} />
      )}
    </form>
  );
}
