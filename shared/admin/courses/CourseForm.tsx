/**
 * The course form of SPEC §2 in add and edit mode: 'Informations Générales', then the content of
 * each language behind language tabs ('Contenu Traduisible', the duration included, and 'Acquis &
 * Programme'). Edit mode changes every field, price, sale price, category, level, pace, duration
 * and image included.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as LinkIcon, Save } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_COURSES_KEY, type AdminCourseInput, createCourse, updateCourse } from '../../api/courses.ts';
import { CATEGORIES, LEARNING_PACES, SKILL_LEVELS } from '../../domain/constants.ts';
import type { Course, Instructor } from '../../domain/entities.ts';
import { siteCurrency } from '../../i18n/format.ts';
import { Field, inputClass, SelectField } from '../../ui/Field.tsx';
import { FormActions } from '../forms/FormActions.tsx';
import { SaveBar } from '../forms/SaveBar.tsx';
import { withSaveToasts } from '../forms/save-toasts.ts';
import { useTabbedForm } from '../forms/use-tabbed-form.ts';
import { LanguagePanels, LanguageTabs } from '../language-tabs/LanguageTabs.tsx';
import {
  type CourseFormValues,
  courseFormResolver,
  courseErrorText,
  courseToValues,
  firstErrorIn,
  firstGeneralError,
  languagesToTranslate,
  languagesWithErrors,
  newCourseValues,
  serverPathToField,
  untranslatedFieldsIn,
} from './course-form.ts';
import { useImageChoice } from '../components/useImageChoice.ts';
import { ImageField } from './ImageField.tsx';
import { sectionCard, sectionTitle, TranslatablePanel } from './TranslatablePanel.tsx';

type InstructorOption = Pick<Instructor, '_id' | 'name' | 'title'>;

interface CourseFormProps {
  /** The course being edited; none when adding. */
  course?: Course;
  instructors: readonly InstructorOption[];
}

export function CourseForm({ course, instructors }: CourseFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const editing = course !== undefined;
  const currency = siteCurrency();

  // The course's own instructor stays selectable even if the list could not be loaded.
  const options = useMemo<readonly InstructorOption[]>(
    () =>
      course && !instructors.some((item) => item._id === course.instructor._id)
        ? [course.instructor, ...instructors]
        : instructors,
    [course, instructors],
  );

  const {
    register,
    control,
    handleSubmit,
    languageTabs,
    revealFirstError,
    showServerErrors,
    formState: { errors, isSubmitting, submitCount },
  } = useTabbedForm<CourseFormValues, AdminCourseInput>({
    resolver: courseFormResolver,
    defaultValues: course ? courseToValues(course) : newCourseValues(options[0]?._id),
    locate: { firstGeneralError, firstErrorIn, serverPathToField },
  });
  const modules = useFieldArray({ control, name: 'syllabus' });
  const instructor = useWatch({ control, name: 'instructor' });
  // What French has and another language not yet, marked "to translate" as the admin types.
  const [duration, learnings, syllabus] = useWatch({ control, name: ['duration', 'learnings', 'syllabus'] });
  const translatable = { duration, learnings, syllabus };
  const image = useImageChoice();
  const imageInput = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: ({ input, file }: { input: AdminCourseInput; file?: File }) =>
      course ? updateCourse(course._id, input, file) : createCourse(input, file),
  });

  const withErrors = languagesWithErrors(errors);
  const noInstructor = options.length === 0;

  const onValid = async (input: AdminCourseInput) => {
    if (image.choice?.problem) {
      imageInput.current?.focus();
      return;
    }
    const { saved, error } = await withSaveToasts(
      editing
        ? {
            loading: t('admin_courses.toasts.update_loading'),
            success: t('admin_courses.toasts.update_success'),
            failure: t('admin_courses.toasts.update_error'),
          }
        : {
            loading: t('admin_courses.toasts.create_loading'),
            success: t('admin_courses.toasts.create_success'),
            failure: t('admin_courses.toasts.create_error'),
          },
      () => save.mutateAsync({ input, file: image.choice?.file }),
    );
    if (!saved) {
      showServerErrors(error);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ADMIN_COURSES_KEY });
    // A new course opens as saved, where its sessions can now be added (not in place of the add form in the history).
    if (editing) navigate('/admin/courses');
    else navigate(`/admin/courses/edit/${encodeURIComponent(saved._id)}`, { replace: true });
  };

  const hasErrors = submitCount > 0 && (Object.keys(errors).length > 0 || Boolean(image.choice?.problem));

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid, revealFirstError)(event)} className="space-y-6">
      <section aria-labelledby={`${id}-general`} className={sectionCard}>
        <h2 id={`${id}-general`} className={sectionTitle}>
          {t('admin_courses.form.general')}
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <div className="space-y-2 sm:col-span-2">
            <Field
              label={t('admin_courses.form.instructor')}
              required
              error={noInstructor ? undefined : courseErrorText(t, errors.instructor)}
              hint={noInstructor ? t('admin_courses.form.no_instructor') : undefined}
            >
              <select className={inputClass} {...register('instructor', { disabled: noInstructor })}>
                {noInstructor ? (
                  <option value="">{t('admin_courses.form.no_instructor_option')}</option>
                ) : (
                  options.map((option) => (
                    <option key={option._id} value={option._id}>
                      {option.name}
                    </option>
                  ))
                )}
              </select>
            </Field>
            {noInstructor && (
              <Link
                to="/admin/instructors"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                <LinkIcon aria-hidden="true" className="size-4" />
                {t('admin_courses.form.add_instructor')}
              </Link>
            )}
          </div>
          <SelectField
            label={t('admin_courses.form.category')}
            required
            error={courseErrorText(t, errors.category)}
            values={CATEGORIES}
            optionLabel={(category) => t(`categories.${category}`)}
            registration={register('category')}
          />
          <Field label={t('admin_courses.form.price', { currency })} required error={courseErrorText(t, errors.price)}>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className={inputClass}
              {...register('price', { deps: ['salePrice'] })}
            />
          </Field>
          <Field label={t('admin_courses.form.sale_price', { currency })} error={courseErrorText(t, errors.salePrice)}>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder={t('admin_courses.form.sale_price_placeholder')}
              className={inputClass}
              // Each price is checked against the other again when either changes.
              {...register('salePrice', { deps: ['price'] })}
            />
          </Field>
          <SelectField
            label={t('admin_courses.form.level')}
            required
            error={courseErrorText(t, errors.skillLevel)}
            values={SKILL_LEVELS}
            optionLabel={(level) => t(`levels.${level}`)}
            registration={register('skillLevel')}
          />
          <SelectField
            label={t('admin_courses.form.pace')}
            required
            error={courseErrorText(t, errors.learningPace)}
            values={LEARNING_PACES}
            optionLabel={(pace) => t(`paces.${pace}`)}
            registration={register('learningPace')}
          />
          <div className="sm:col-span-2">
            <ImageField
              choice={image.choice}
              onChoose={image.choose}
              currentUrl={course?.imageUrl}
              editing={editing}
              inputRef={imageInput}
            />
          </div>
        </div>
      </section>

      <div className="space-y-4">
        <div className="sticky top-0 z-10 -mx-4 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-semibold text-slate-900">{t('admin_courses.form.languages')}</p>
              <p className="hidden text-xs text-slate-600 sm:block">{t('admin_courses.form.languages_hint')}</p>
            </div>
            <LanguageTabs
              tabs={languageTabs}
              withErrors={withErrors}
              toTranslate={languagesToTranslate(translatable)}
            />
          </div>
        </div>
        <LanguagePanels tabs={languageTabs}>
          {(language) => (
            <TranslatablePanel
              language={language}
              register={register}
              control={control}
              errors={errors}
              modules={modules}
              toTranslate={untranslatedFieldsIn(translatable, language)}
            />
          )}
        </LanguagePanels>
      </div>

      <SaveBar problem={hasErrors ? t('admin_courses.form.has_errors') : null}>
        <FormActions
          busy={isSubmitting}
          disabled={!instructor}
          icon={Save}
          label={t(editing ? 'admin_courses.form.submit_edit' : 'admin_courses.form.submit_add')}
          busyLabel={t('admin_courses.form.saving')}
          cancel={{ label: t('forms.cancel'), to: '/admin/courses' }}
        />
      </SaveBar>
    </form>
  );
}
