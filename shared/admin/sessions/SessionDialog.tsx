/**
 * Adds or edits one session of a course, in a dialog: its days, its mode and place, its seats,
 * and its schedule and place in each language behind the language tabs. Checked by the server's
 * own rules as it is typed; the server's 400 shows beside the same fields. Saved on its own call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { createSession, refreshAfterSessionWrite, updateSession } from '../../api/sessions.ts';
import { type CourseSession, SESSION_LIMITS, SESSION_MODES, type SessionInput } from '../../domain/sessions.ts';
import { TRANSLATED_LANGUAGES, untranslated } from '../../domain/localize.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { Field, inputClass, SelectField } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { ToTranslateMark } from '../components/ToTranslateMark.tsx';
import { FormActions } from '../forms/FormActions.tsx';
import { withSaveToasts } from '../forms/save-toasts.ts';
import { useTabbedForm } from '../forms/use-tabbed-form.ts';
import { contentLanguageProps, LanguagePanels, LanguageTabs } from '../language-tabs/LanguageTabs.tsx';
import {
  firstErrorIn,
  firstGeneralError,
  isPlaced,
  languagesWithErrors,
  newSessionValues,
  serverPathToField,
  sessionErrorText,
  sessionFormResolver,
  type SessionFormValues,
  sessionToValues,
} from './session-form.ts';

interface SessionDialogProps {
  courseId: string;
  /** The session edited; none when adding one. */
  session?: CourseSession;
  onClose(): void;
}

/** Rendered while open; a new one (a new `key`) for each session opened, so that it starts from it. */
export default function SessionDialog({ courseId, session, onClose }: SessionDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = session !== undefined;
  const {
    register,
    control,
    handleSubmit,
    languageTabs,
    revealFirstError,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useTabbedForm<SessionFormValues, SessionInput>({
    resolver: sessionFormResolver,
    defaultValues: session ? sessionToValues(session) : newSessionValues(),
    locate: { firstGeneralError, firstErrorIn, serverPathToField },
  });
  const mode = useWatch({ control, name: 'mode' });
  // Written in French first: a text French has and a language not yet is marked "to translate".
  const [schedule, location] = useWatch({ control, name: ['schedule', 'location'] });
  const placed = isPlaced(mode);
  const save = useMutation({
    mutationFn: (input: SessionInput) => (session ? updateSession(session._id, input) : createSession(courseId, input)),
  });

  const onValid = async (input: SessionInput) => {
    const { saved, error } = await withSaveToasts(
      editing
        ? {
            loading: t('admin_sessions.toasts.updating'),
            success: t('admin_sessions.toasts.updated'),
            failure: t('admin_sessions.toasts.update_error'),
          }
        : {
            loading: t('admin_sessions.toasts.creating'),
            success: t('admin_sessions.toasts.created'),
            failure: t('admin_sessions.toasts.create_error'),
          },
      () => save.mutateAsync(input),
    );
    // Saved, or deleted meanwhile (another tab, a colleague): the list catches up.
    if (saved || (error instanceof ApiError && error.status === 404)) {
      void refreshAfterSessionWrite(queryClient);
      onClose();
      return;
    }
    showServerErrors(error);
  };

  const withErrors = languagesWithErrors(errors);
  const toTranslate = (language: Language) => ({
    schedule: untranslated(schedule, language),
    location: isPlaced(mode) && untranslated(location, language),
  });
  const tabsToTranslate = TRANSLATED_LANGUAGES.filter((language) => Object.values(toTranslate(language)).some(Boolean));
  /** A text of the session in one language (its schedule, its place): French required, the others marked to translate. */
  const textField = (field: 'schedule' | 'location', language: Language) => (
    <Field
      label={t(`admin_sessions.form.${field}`, { language: LANGUAGE_NAMES[language] })}
      required={language === 'fr'}
      mark={toTranslate(language)[field] && <ToTranslateMark />}
      hint={t(`admin_sessions.form.${field}_hint`)}
      error={sessionErrorText(t, errors[field]?.[language])}
    >
      <input
        type="text"
        maxLength={SESSION_LIMITS[field]}
        className={inputClass}
        {...contentLanguageProps(language)}
        {...register(`${field}.${language}`)}
      />
    </Field>
  );
  const seatsTaken = session?.seatsTaken ?? 0;

  return (
    <Modal
      open
      title={t(editing ? 'admin_sessions.dialog.edit_title' : 'admin_sessions.dialog.add_title')}
      description={t('admin_sessions.dialog.lead')}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onValid, revealFirstError)(event)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin_sessions.form.start_date')} required error={sessionErrorText(t, errors.startDate)}>
            <input type="date" className={inputClass} {...register('startDate', { deps: ['endDate'] })} />
          </Field>
          <Field label={t('admin_sessions.form.end_date')} required error={sessionErrorText(t, errors.endDate)}>
            <input type="date" className={inputClass} {...register('endDate', { deps: ['startDate'] })} />
          </Field>
          <SelectField
            label={t('admin_sessions.form.mode')}
            required
            error={sessionErrorText(t, errors.mode)}
            values={SESSION_MODES}
            optionLabel={(value) => t(`admin_sessions.modes.${value}`)}
            registration={register('mode')}
          />
          <Field
            label={t('admin_sessions.form.seats')}
            required
            error={sessionErrorText(t, errors.seats, seatsTaken)}
            hint={seatsTaken > 0 ? t('admin_sessions.form.seats_taken_hint', { count: seatsTaken }) : undefined}
          >
            <input
              type="number"
              inputMode="numeric"
              min={SESSION_LIMITS.seatsMin}
              max={SESSION_LIMITS.seatsMax}
              step={1}
              className={inputClass}
              {...register('seats')}
            />
          </Field>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t(placed ? 'admin_sessions.form.texts_placed' : 'admin_sessions.form.texts')}
          </legend>
          <LanguageTabs tabs={languageTabs} withErrors={withErrors} toTranslate={tabsToTranslate} fill />
          <LanguagePanels tabs={languageTabs}>
            {(language) => (
              <div className="space-y-4">
                {textField('schedule', language)}
                {placed && textField('location', language)}
              </div>
            )}
          </LanguagePanels>
        </fieldset>

        <FormActions
          className="border-t border-slate-200 pt-5"
          busy={isSubmitting}
          icon={Save}
          label={t(editing ? 'admin_sessions.dialog.submit_edit' : 'admin_sessions.dialog.submit_add')}
          busyLabel={t('admin_sessions.dialog.saving')}
          cancel={{ label: t('forms.cancel'), onClick: onClose }}
        />
      </form>
    </Modal>
  );
}
