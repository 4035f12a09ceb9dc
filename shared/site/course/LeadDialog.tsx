import type { z } from 'zod';
import { type useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendLead } from '../../api/requests.ts';
import { DEFAULT_LEARNING_PACE, LEARNING_PACES } from '../../domain/constants.ts';
import type { PublishedCourse } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { LeadInputSchema } from '../../domain/schemas.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass, SelectField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { DialogFormEnd } from '../components/DialogFormEnd.tsx';
import { type PageFormStart, PageFormProblem, registerInPage, usePageForm } from '../components/page-form.tsx';
import { dialogCloser, SiteDialog } from '../components/SiteDialog.tsx';
import { SentConfirmation } from '../components/SentConfirmation.tsx';
import { VisitorFields } from '../components/VisitorFields.tsx';
import { SessionChoice } from './SessionChoice.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';

const LeadFormSchema = requireConsent(LeadInputSchema);

/** The form as it starts, empty, on `course`'s page. */
const emptyLead = (course: PublishedCourse) => ({
  name: '',
  email: '',
  phone: '',
  // The admin inbox reads courses by their French title, whatever language the visitor uses.
  courseOfInterest: course.title.fr,
  // The course and the session as the API knows them.
  courseId: course._id,
  sessionId: '',
  learningPaceInterest: (LEARNING_PACES as readonly string[]).includes(course.learningPace)
    ? course.learningPace
    : DEFAULT_LEARNING_PACE,
  message: '',
  website: '',
  consent: false,
});
type LeadFormValues = ReturnType<typeof emptyLead>;

/** The pre-registration dialog's id: the course page's buttons open it (dialogOpener). */
export const LEAD_DIALOG_ID = 'preregistration';

/**
 * The pre-registration of SPEC §2/§4, in the course page's HTML (SiteDialog): a session's button
 * opens it with that session chosen. Every opening starts blank.
 */
export function LeadDialog({ course }: { course: PublishedCourse }) {
  const { t, i18n } = useTranslation();
  const empty = emptyLead(course);
  // Once sent: whether the server put the request on the session's waiting list.
  const { start, form, sent, setSent, startAgain } = usePageForm(
    'preregistration',
    schemaResolver<typeof LeadFormSchema, LeadFormValues>(LeadFormSchema),
    empty,
  );
  return (
    <SiteDialog
      id={LEAD_DIALOG_ID}
      title={t('preregistration.title')}
      description={t('preregistration.description', { course: localize(course.title, i18n.resolvedLanguage ?? 'fr') })}
      closeLabel={t('common.close')}
      initiallyOpen={start.answered}
      onClose={startAgain}
    >
      {sent ? (
        <SentConfirmation
          title={t(sent.waitingList ? 'preregistration.success_waiting_list' : 'preregistration.success')}
          next={t(sent.waitingList ? 'preregistration.next_waiting_list' : 'preregistration.next')}
        >
          <button {...dialogCloser(LEAD_DIALOG_ID)} className={primaryButton}>
            {t('common.close')}
          </button>
        </SentConfirmation>
      ) : (
        <LeadForm course={course} form={form} start={start} onSent={setSent} />
      )}
    </SiteDialog>
  );
}

function LeadForm({
  course,
  form,
  start,
  onSent,
}: {
  course: PublishedCourse;
  form: ReturnType<typeof useForm<LeadFormValues, unknown, z.output<typeof LeadFormSchema>>>;
  start: PageFormStart<LeadFormValues>;
  onSent(sent: { waitingList: boolean }): void;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (lead) => {
    try {
      const saved = await sendLead(lead);
      // The server decides: a session may have filled up since the page was read.
      onSent({ waitingList: saved.waitingList === true });
    } catch (error) {
      toast.error(errorMessage(error, t('preregistration.error')));
    }
  });

  const field = registerInPage(register, start.htmlValues);
  const optional = (label: string) => `${label} (${t('forms.optional')})`;
  const chosenSession = useWatch({ control, name: 'sessionId' }) ?? '';

  return (
    <form {...start.formProps} onSubmit={onSubmit} className="relative space-y-4">
      <input {...start.languageField} />
      <PageFormProblem problem={start.problem} fallback={t('preregistration.error')} />
      <VisitorFields
        inModal
        labels={{
          name: t('preregistration.name'),
          email: t('preregistration.email'),
          phone: optional(t('preregistration.phone')),
        }}
        // The dialog's first field: where the browser puts the focus as it opens the dialog.
        inputs={{ name: { ...field('name'), autoFocus: true }, email: field('email'), phone: field('phone') }}
        errors={errors}
      />
      {course.sessions.length > 0 && (
        <SessionChoice sessions={course.sessions} registration={register('sessionId')} chosen={String(chosenSession)} />
      )}
      <SelectField
        label={t('preregistration.pace')}
        error={fieldErrorText(t, errors.learningPaceInterest)}
        values={LEARNING_PACES}
        optionLabel={(pace) => t(`paces.${pace}`)}
        registration={field('learningPaceInterest')}
      />
      <Field label={optional(t('preregistration.message'))} error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={3}
          placeholder={t('preregistration.message_placeholder')}
          className={`${inputClass} resize-y`}
          {...field('message')}
        />
      </Field>
      <DialogFormEnd
        consent={field('consent')}
        website={field('website')}
        consentInvalid={Boolean(errors.consent)}
        busy={isSubmitting}
        submitText={t('preregistration.submit')}
        dialogId={LEAD_DIALOG_ID}
      />
    </form>
  );
}
