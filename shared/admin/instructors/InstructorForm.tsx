/**
 * The instructor form (SPEC §2, §5): name, title in each language (language tabs), an optional
 * photo with its preview. Adds an instructor (emptied after), or edits one in place (`editing`):
 * its courses then show the new name and title; without a new photo, the current one stays.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save, UserPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_COURSES_KEY } from '../../api/courses.ts';
import { ADMIN_INSTRUCTORS_KEY, createInstructor, updateInstructor } from '../../api/instructors.ts';
import type { Instructor } from '../../domain/entities.ts';
import { InstructorInputSchema } from '../../domain/schemas.ts';
import { LANGUAGE_NAMES } from '../../i18n/languages.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { ClearChoiceButton, PictureField } from '../components/PictureField.tsx';
import { IMAGE_TYPES, useImageChoice } from '../components/useImageChoice.ts';
import { FormActions } from '../forms/FormActions.tsx';
import { withSaveToasts } from '../forms/save-toasts.ts';
import { type ErrorLocator, useTabbedForm } from '../forms/use-tabbed-form.ts';
import {
  contentLanguageProps,
  LanguagePanels,
  LanguageTabs,
  languagesWithErrorsIn,
} from '../language-tabs/LanguageTabs.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';

/** Why a photo was refused before any upload (the server reads the content too). */
const PHOTO_PROBLEMS = {
  image_type: 'admin_instructors.form.photo_type_error',
  image_size: 'admin_instructors.form.photo_size_error',
} as const;

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
  const photo = useImageChoice();
  const photoInput = useRef<HTMLInputElement>(null);
  const photoError = photo.choice?.problem && t(PHOTO_PROBLEMS[photo.choice.problem]);
  // A refused file is not shown: the current photo, if any, stays in view.
  const chosenPhoto = photo.choice?.url ? photo.choice : undefined;
  const previewUrl = chosenPhoto?.url ?? editing?.imageUrl;

  // Through the query client, so that a refused session ends the way it does everywhere in the admin.
  const { mutateAsync: saveInstructor } = useMutation({
    mutationFn: (values: Parameters<typeof createInstructor>[0]) =>
      editing ? updateInstructor(editing._id, values) : createInstructor(values),
  });

  // A file input cannot be emptied through React; a new key gives a fresh, empty one.
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const clearPhoto = () => {
    photo.choose(undefined);
    setPhotoInputKey((key) => key + 1);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (photoError) return;
    const { saved, error } = await withSaveToasts(
      editing
        ? {
            loading: t('admin_instructors.toasts.saving'),
            success: t('admin_instructors.toasts.saved'),
            failure: t('admin_instructors.toasts.save_error'),
          }
        : {
            loading: t('admin_instructors.toasts.adding'),
            success: t('admin_instructors.toasts.added'),
            failure: t('admin_instructors.toasts.add_error'),
          },
      () => saveInstructor({ ...values, avatar: chosenPhoto?.file }),
    );
    if (!saved) {
      showServerErrors(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ADMIN_INSTRUCTORS_KEY });
    if (editing) {
      // A course's instructor is shown with the course.
      void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
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
        <input
          type="text"
          autoComplete="off"
          placeholder={t('admin_instructors.form.name_placeholder')}
          className={inputClass}
          {...register('name')}
        />
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
              <input
                type="text"
                autoComplete="off"
                className={inputClass}
                {...contentLanguageProps(language)}
                {...register(`title.${language}`)}
              />
            </Field>
          )}
        </LanguagePanels>
      </fieldset>

      <PictureField
        key={photoInputKey}
        columns="grid-cols-[4rem_minmax(0,1fr)]"
        preview={
          previewUrl ? (
            <img
              src={previewUrl}
              alt={t('admin_instructors.form.preview')}
              className="size-16 rounded-full object-cover ring-2 ring-slate-200"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-full bg-slate-50 text-slate-500 ring-1 ring-slate-200"
            >
              <ImagePlus className="size-6" />
            </span>
          )
        }
        inputRef={photoInput}
        label={t('admin_instructors.form.photo')}
        accept={IMAGE_TYPES}
        buttonText={chosenPhoto ? t('admin_instructors.form.change_photo') : t('admin_instructors.form.choose_photo')}
        onChoose={photo.choose}
        hint={t('admin_instructors.form.photo_hint')}
        error={photoError || undefined}
        fileName={
          chosenPhoto
            ? chosenPhoto.file.name
            : editing?.imageUrl
              ? t('admin_instructors.form.keep_photo')
              : t('admin_instructors.form.no_photo')
        }
      >
        {chosenPhoto && (
          <ClearChoiceButton
            label={t('admin_instructors.form.remove_photo')}
            inputRef={photoInput}
            onClear={() => photo.choose(undefined)}
          />
        )}
      </PictureField>

      {editing ? (
        <FormActions
          busy={isSubmitting}
          icon={Save}
          label={t('admin_instructors.form.save')}
          busyLabel={t('admin_instructors.form.saving')}
          cancel={{ label: t('admin_instructors.form.cancel_edit'), onClick: () => onDone?.() }}
        />
      ) : (
        <FormActions
          busy={isSubmitting}
          icon={UserPlus}
          label={t('admin_instructors.form.submit')}
          busyLabel={t('admin_instructors.form.submitting')}
        />
      )}
    </form>
  );
}
