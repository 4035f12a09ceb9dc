/**
 * The add-instructor form (SPEC §2, §5): name, title in each language (language tabs), an optional
 * photo with its preview; emptied after an add.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Upload, UserPlus, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { createInstructor } from '../../api/instructors.ts';
import { IMAGE_MAX_BYTES } from '../../domain/constants.ts';
import { InstructorInputSchema } from '../../domain/schemas.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { primaryButton } from '../../ui/buttons.ts';
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

export function InstructorForm({ headingId }: { headingId: string }) {
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
    defaultValues: emptyInstructor(),
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
  const { mutateAsync: addInstructor } = useMutation({ mutationFn: createInstructor });

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
    const toastId = toast.loading(t('admin_instructors.toasts.adding'));
    try {
      await addInstructor({ ...values, avatar: photo?.file });
      toast.success(t('admin_instructors.toasts.added'), { id: toastId });
      reset(emptyInstructor());
      languageTabs.select('fr');
      clearPhoto();
      void queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
    } catch (error) {
      // A refused session is announced by the query client, which leaves for /login.
      if (error instanceof ApiError && error.status === 401) toast.dismiss(toastId);
      else toast.error(errorMessage(error, t('admin_instructors.toasts.add_error')), { id: toastId });
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
          {photo ? (
            <img src={photo.preview} alt={t('admin_instructors.form.preview')} className="size-16 shrink-0 rounded-full object-cover ring-2 ring-white" />
          ) : (
            <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white text-slate-500 ring-1 ring-slate-200">
              <ImagePlus className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-all text-slate-800">
              {photo ? <span dir="auto">{photo.file.name}</span> : t('admin_instructors.form.no_photo')}
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

      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" className="size-5" />}
        {isSubmitting ? t('admin_instructors.form.submitting') : t('admin_instructors.form.submit')}
      </button>
    </form>
  );
}
