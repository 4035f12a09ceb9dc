/**
 * The instructor form (SPEC §2, §5): name, title in each language (language tabs), an optional
 * photo with its preview. Adds an instructor (emptied after), or edits one in place (`editing`):
 * its courses then show the new name and title; without a new photo, the current one stays.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save, Upload, UserPlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { createInstructor, updateInstructor } from '../../api/instructors.ts';
import { IMAGE_MAX_BYTES } from '../../domain/constants.ts';
import type { Instructor } from '../../domain/entities.ts';
import { InstructorInputSchema } from '../../domain/schemas.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { rowButton } from '../components/inbox-kit.ts';
import { contentLanguageProps, LanguagePanels, LanguageTabs, languagesWithErrorsIn, useLanguageTabs } from '../language-tabs/LanguageTabs.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';

/** What the server accepts as a photo (it reads the content too; this spares a useless upload). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The shared rules, the title as the form edits it: one text per language (the API also takes one plain string). */
const InstructorFormSchema = InstructorInputSchema.extend({ title: InstructorInputSchema.shape.title.out });
type InstructorFormValues = z.input<typeof InstructorFormSchema>;
const emptyInstructor = (): InstructorFormValues => ({ name: '', title: { fr: '', en: '', ar: '' } });

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
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<InstructorFormValues>({
    resolver: schemaResolver(InstructorFormSchema),
    defaultValues: editing ? { name: editing.name, title: { ...editing.title } } : emptyInstructor(),
    // Focus is moved by hand: the title missing may be in a language tab that is hidden.
    shouldFocusError: false,
  });
  const languageTabs = useLanguageTabs();
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

  const revealFirstError = (found: FieldErrors<InstructorFormValues>) => {
    const language = languagesWithErrorsIn(found.title)[0];
    if (found.name) {
      setFocus('name');
    } else if (language) {
      languageTabs.reveal(language);
      setFocus(`title.${language}`);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (photoError) return;
    const toastId = toast.loading(t(editing ? 'admin_instructors.toasts.saving' : 'admin_instructors.toasts.adding'));
    try {
      await saveInstructor({ ...values, avatar: photo?.file });
      toast.success(t(editing ? 'admin_instructors.toasts.saved' : 'admin_instructors.toasts.added'), { id: toastId });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
      // A course's instructor is shown with the course.
      if (editing) void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
      if (editing) {
        onDone?.();
        return;
      }
      reset(emptyInstructor());
      languageTabs.select('fr');
      clearPhoto();
    } catch (error) {
      // A refused session is announced by the query client, which leaves for /login.
      if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
      else toast.error(errorMessage(error, t(editing ? 'admin_instructors.toasts.save_error' : 'admin_instructors.toasts.add_error')), { id: toastId });
    }
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
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={isSubmitting} className={`${primaryButton} flex-1`}>
            {isSubmitting ? <Spinner /> : <Save aria-hidden="true" className="size-5" />}
            {isSubmitting ? t('admin_instructors.form.saving') : t('admin_instructors.form.save')}
          </button>
          <button type="button" onClick={onDone} className={secondaryButton}>
            {t('admin_instructors.form.cancel_edit')}
          </button>
        </div>
      ) : (
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
          {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" className="size-5" />}
          {isSubmitting ? t('admin_instructors.form.submitting') : t('admin_instructors.form.submit')}
        </button>
      )}
    </form>
  );
}
