/**
 * Adds or edits one session of a course, in a dialog: its days, its mode and place, its seats,
 * and its schedule and place in each language behind the language tabs. Checked by the server's
 * own rules as it is typed; the server's 400 shows beside the same fields. Saved on its own call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { type FieldErrors, type Path, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage, fieldProblems } from '../../api/client.ts';
import { createSession, refreshAfterSessionWrite, updateSession } from '../../api/sessions.ts';
import { type CourseSession, SESSION_LIMITS, SESSION_MODES, type SessionInput } from '../../domain/sessions.ts';
import { TRANSLATED_LANGUAGES, untranslated } from '../../domain/localize.ts';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ToTranslateMark } from '../components/ToTranslateMark.tsx';
import { contentLanguageProps, LanguagePanels, LanguageTabs, useLanguageTabs } from '../language-tabs/LanguageTabs.tsx';
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
  const languageTabs = useLanguageTabs();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormValues, unknown, SessionInput>({
    resolver: sessionFormResolver,
    defaultValues: session ? sessionToValues(session) : newSessionValues(),
    // Focus is moved by hand: the first problem may sit in a language tab that is hidden.
    shouldFocusError: false,
  });
  const mode = useWatch({ control, name: 'mode' });
  // Written in French first: a text French has and a language not yet is marked "to translate".
  const [schedule, location] = useWatch({ control, name: ['schedule', 'location'] });
  const placed = isPlaced(mode);
  const save = useMutation({ mutationFn: (input: SessionInput) => (session ? updateSession(session._id, input) : createSession(courseId, input)) });

  const revealFirstError = (found: FieldErrors<SessionFormValues>) => {
    const general = firstGeneralError(found);
    const tab = languagesWithErrors(found)[0];
    if (general) {
      setFocus(general);
      return;
    }
    if (!tab) return;
    languageTabs.reveal(tab);
    const field = firstErrorIn(found, tab);
    if (field) setFocus(field);
  };

  /** A 400's per-field problems (seats below those taken, an end before the start...) beside their fields. */
  const showServerErrors = (error: unknown) => {
    const found: Record<string, unknown> = {};
    for (const { path, code, message } of fieldProblems(error)) {
      const field = serverPathToField(path);
      if (!field) continue;
      setError(field as Path<SessionFormValues>, { type: code, message });
      const [head, language] = field.split('.');
      if (language) found[head!] = { ...(found[head!] as object), [language]: { type: code } };
      else found[head!] = { type: code };
    }
    revealFirstError(found as FieldErrors<SessionFormValues>);
  };

  const onValid = async (input: SessionInput) => {
    const toastId = toast.loading(t(editing ? 'admin_sessions.toasts.updating' : 'admin_sessions.toasts.creating'));
    try {
      await save.mutateAsync(input);
      toast.success(t(editing ? 'admin_sessions.toasts.updated' : 'admin_sessions.toasts.created'), { id: toastId });
      void refreshAfterSessionWrite(queryClient);
      onClose();
    } catch (error) {
      // A refused sign-in is announced by the admin's query client, which leaves for /login.
      if (error instanceof ApiError && error.status === 401) {
        toast.dismiss(toastId);
        return;
      }
      toast.error(errorMessage(error, t(editing ? 'admin_sessions.toasts.update_error' : 'admin_sessions.toasts.create_error')), { id: toastId });
      if (error instanceof ApiError && error.status === 404) {
        // Deleted meanwhile (another tab, a colleague): the list catches up.
        void refreshAfterSessionWrite(queryClient);
        onClose();
        return;
      }
      showServerErrors(error);
    }
  };

  const withErrors = languagesWithErrors(errors);
  const toTranslate = (language: Language) => ({
    schedule: untranslated(schedule, language),
    location: isPlaced(mode) && untranslated(location, language),
  });
  const tabsToTranslate = TRANSLATED_LANGUAGES.filter((language) => Object.values(toTranslate(language)).some(Boolean));
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
          <Field label={t('admin_sessions.form.mode')} required error={sessionErrorText(t, errors.mode)}>
            <select className={inputClass} {...register('mode')}>
              {SESSION_MODES.map((value) => (
                <option key={value} value={value}>
                  {t(`admin_sessions.modes.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            label={t('admin_sessions.form.seats')}
            required
            error={sessionErrorText(t, errors.seats, seatsTaken)}
            hint={seatsTaken > 0 ? t('admin_sessions.form.seats_taken_hint', { count: seatsTaken }) : undefined}
          >
            <input type="number" inputMode="numeric" min={SESSION_LIMITS.seatsMin} max={SESSION_LIMITS.seatsMax} step={1} className={inputClass} {...register('seats')} />
          </Field>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">{t(placed ? 'admin_sessions.form.texts_placed' : 'admin_sessions.form.texts')}</legend>
          <LanguageTabs tabs={languageTabs} withErrors={withErrors} toTranslate={tabsToTranslate} fill />
          <LanguagePanels tabs={languageTabs}>
            {(language) => (
              <div className="space-y-4">
                <Field
                  label={t('admin_sessions.form.schedule', { language: LANGUAGE_NAMES[language] })}
                  required={language === 'fr'}
                  mark={toTranslate(language).schedule && <ToTranslateMark />}
                  hint={t('admin_sessions.form.schedule_hint')}
                  error={sessionErrorText(t, errors.schedule?.[language])}
                >
                  <input type="text" maxLength={SESSION_LIMITS.schedule} className={inputClass} {...contentLanguageProps(language)} {...register(`schedule.${language}`)} />
                </Field>
                {placed && (
                  <Field
                    label={t('admin_sessions.form.location', { language: LANGUAGE_NAMES[language] })}
                    required={language === 'fr'}
                    mark={toTranslate(language).location && <ToTranslateMark />}
                    hint={t('admin_sessions.form.location_hint')}
                    error={sessionErrorText(t, errors.location?.[language])}
                  >
                    <input type="text" maxLength={SESSION_LIMITS.location} className={inputClass} {...contentLanguageProps(language)} {...register(`location.${language}`)} />
                  </Field>
                )}
              </div>
            )}
          </LanguagePanels>
        </fieldset>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('forms.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Save aria-hidden="true" className="size-5" />}
            {isSubmitting ? t('admin_sessions.dialog.saving') : t(editing ? 'admin_sessions.dialog.submit_edit' : 'admin_sessions.dialog.submit_add')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
