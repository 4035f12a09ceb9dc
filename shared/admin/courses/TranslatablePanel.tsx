/**
 * One language's part of the course: title, page address, duration and description ('Contenu
 * Traduisible'), learning points and the syllabus modules' texts ('Acquis & Programme'); one such
 * panel per language tab (../language-tabs). The title and description are required in every
 * language, the rest in French only: a text French has and this language not yet is marked "to
 * translate".
 */
import { Plus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminCourseInput } from '../../api/courses.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { ToTranslateMark } from '../components/ToTranslateMark.tsx';
import { contentLanguageProps } from '../language-tabs/LanguageTabs.tsx';
import { type CourseFormValues, courseErrorText, emptyModule, emptyPoint } from './course-form.ts';

export const sectionCard = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8';
export const sectionTitle = 'text-lg font-bold text-slate-900';
const addButton =
  'inline-flex items-center gap-2 rounded-lg border border-dashed border-brand-300 bg-brand-50/60 px-4 py-2 text-sm font-semibold text-brand-800 transition hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const removeButton =
  'shrink-0 rounded-lg p-2 text-slate-600 transition hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600';

interface PanelProps {
  language: Language;
  register: UseFormRegister<CourseFormValues>;
  control: Control<CourseFormValues, unknown, AdminCourseInput>;
  errors: FieldErrors<CourseFormValues>;
  modules: UseFieldArrayReturn<CourseFormValues, 'syllabus'>;
  /** The form names of this language's fields still to translate (course-form.ts, untranslatedFieldsIn). */
  toTranslate: ReadonlySet<string>;
}

export function TranslatablePanel({ language, register, control, errors, modules, toTranslate }: PanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const addModule = useRef<HTMLButtonElement>(null);
  const name = LANGUAGE_NAMES[language];
  const textProps = contentLanguageProps(language);
  const french = language === 'fr';
  const mark = (field: string) => (toTranslate.has(field) ? <ToTranslateMark /> : undefined);

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-content`} className={sectionCard}>
        <h2 id={`${id}-content`} className={sectionTitle}>
          {t('admin_courses.form.translatable')}
        </h2>
        <div className="mt-5 space-y-5">
          <Field
            label={t('admin_courses.form.course_title', { language: name })}
            required
            error={courseErrorText(t, errors.title?.[language])}
          >
            <input type="text" className={inputClass} {...textProps} {...register(`title.${language}`)} />
          </Field>
          <Field
            label={t('admin_courses.form.slug', { language: name })}
            hint={t('admin_courses.form.slug_hint')}
            error={courseErrorText(t, errors.slug?.[language])}
          >
            <input
              type="text"
              className={inputClass}
              {...textProps}
              dir="auto"
              spellCheck={false}
              autoCapitalize="none"
              {...register(`slug.${language}`)}
            />
          </Field>
          <Field
            label={t('admin_courses.form.duration', { language: name })}
            required={french}
            mark={mark(`duration.${language}`)}
            hint={t('admin_courses.form.duration_hint')}
            error={courseErrorText(t, errors.duration?.[language])}
          >
            <input type="text" className={inputClass} {...textProps} {...register(`duration.${language}`)} />
          </Field>
          <Field
            label={t('admin_courses.form.description', { language: name })}
            required
            error={courseErrorText(t, errors.description?.[language])}
          >
            <textarea rows={6} className={inputClass} {...textProps} {...register(`description.${language}`)} />
          </Field>
        </div>
      </section>

      <section aria-labelledby={`${id}-program`} className={sectionCard}>
        <h2 id={`${id}-program`} className={sectionTitle}>
          {t('admin_courses.form.learnings_syllabus')}
        </h2>
        <LearningPoints
          language={language}
          register={register}
          control={control}
          errors={errors}
          toTranslate={toTranslate}
        />

        <fieldset className="mt-8">
          <legend className="text-base font-semibold text-slate-900">
            {t('admin_courses.form.syllabus', { language: name })}
          </legend>
          <ol className="mt-3 space-y-4">
            {modules.fields.map((module, index) => {
              const moduleErrors = errors.syllabus?.[index];
              const number = index + 1;
              return (
                <li key={module.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">
                      {t('admin_courses.form.module', { number })}
                    </p>
                    <button
                      type="button"
                      className={removeButton}
                      disabled={modules.fields.length <= 1}
                      aria-label={t('admin_courses.form.remove_module', { number })}
                      onClick={() => {
                        modules.remove(index);
                        addModule.current?.focus();
                      }}
                    >
                      <X aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  <div className="space-y-4">
                    <Field
                      label={t('admin_courses.form.module_title', { number, language: name })}
                      required={french}
                      mark={mark(`syllabus.${index}.title.${language}`)}
                      error={courseErrorText(t, moduleErrors?.title?.[language])}
                    >
                      <input
                        type="text"
                        className={inputClass}
                        {...textProps}
                        {...register(`syllabus.${index}.title.${language}`)}
                      />
                    </Field>
                    <Field
                      label={t('admin_courses.form.module_content', { number, language: name })}
                      required={french}
                      mark={mark(`syllabus.${index}.content.${language}`)}
                      error={courseErrorText(t, moduleErrors?.content?.[language])}
                    >
                      <textarea
                        rows={3}
                        className={inputClass}
                        {...textProps}
                        {...register(`syllabus.${index}.content.${language}`)}
                      />
                    </Field>
                  </div>
                </li>
              );
            })}
          </ol>
          <button
            ref={addModule}
            type="button"
            className={`${addButton} mt-4`}
            onClick={() =>
              modules.append(emptyModule(), { focusName: `syllabus.${modules.fields.length}.title.${language}` })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('admin_courses.form.add_module')}
          </button>
        </fieldset>
        <p className="mt-6 text-sm text-slate-600">{t('admin_courses.form.keep_one')}</p>
      </section>
    </div>
  );
}

function LearningPoints({ language, register, control, errors, toTranslate }: Omit<PanelProps, 'modules'>) {
  const { t } = useTranslation();
  const id = useId();
  const addPoint = useRef<HTMLButtonElement>(null);
  const points = useFieldArray({ control, name: `learnings.${language}` });
  const name = LANGUAGE_NAMES[language];

  return (
    <fieldset className="mt-5">
      <legend className="text-base font-semibold text-slate-900">
        {t('admin_courses.form.learnings', { language: name })}
        {toTranslate.has(`learnings.${language}`) && (
          <>
            {' '}
            <ToTranslateMark />
          </>
        )}
      </legend>
      <ol className="mt-3 space-y-3">
        {points.fields.map((point, index) => {
          const number = index + 1;
          const inputId = `${id}-${point.id}`;
          const error = courseErrorText(t, errors.learnings?.[language]?.[index]?.value);
          return (
            <li key={point.id} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2.5 w-6 shrink-0 text-end text-sm font-semibold text-slate-600">
                {number}.
              </span>
              <div className="min-w-0 flex-1">
                <label htmlFor={inputId} className="sr-only">
                  {t('admin_courses.form.learning_point', { number, language: name })}
                </label>
                {/* Grows with its text (a point may be a long sentence); one line while short. */}
                <textarea
                  id={inputId}
                  rows={1}
                  {...contentLanguageProps(language)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  aria-required={language === 'fr' || undefined}
                  className={`${inputClass} field-sizing-content resize-none`}
                  onKeyDown={(event) => {
                    // A point is one line: Enter must not break it in two.
                    if (event.key === 'Enter') event.preventDefault();
                  }}
                  {...register(`learnings.${language}.${index}.value`)}
                />
                {error && (
                  <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
              <button
                type="button"
                className={`${removeButton} mt-0.5`}
                disabled={points.fields.length <= 1}
                aria-label={t('admin_courses.form.remove_point', { number })}
                onClick={() => {
                  points.remove(index);
                  addPoint.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        ref={addPoint}
        type="button"
        className={`${addButton} ms-8 mt-3`}
        onClick={() => points.append(emptyPoint())}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('admin_courses.form.add_point')}
      </button>
    </fieldset>
  );
}
