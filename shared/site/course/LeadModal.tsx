import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendLead } from '../../api/requests.ts';
import { DEFAULT_LEARNING_PACE, LEARNING_PACES, type LearningPace } from '../../domain/constants.ts';
import type { PublishedCourse } from '../../domain/entities.ts';
import { localize } from '../../domain/localize.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { LeadInputSchema } from '../../domain/schemas.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass, SelectField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ModalFormEnd } from '../components/ModalFormEnd.tsx';
import { SentConfirmation } from '../components/SentConfirmation.tsx';
import { VisitorFields } from '../components/VisitorFields.tsx';
import { SessionChoice } from './SessionChoice.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';

const LeadFormSchema = requireConsent(LeadInputSchema);

interface LeadModalProps {
  course: PublishedCourse;
  /** The session whose button opened the form: chosen at start. */
  sessionId?: string;
  open: boolean;
  onClose(): void;
}

/** The pre-registration of SPEC §2/§4. The form mounts with the modal, so every opening starts blank. */
export function LeadModal({ course, sessionId, open, onClose }: LeadModalProps) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('preregistration.title')}
      description={t('preregistration.description', { course: localize(course.title, i18n.resolvedLanguage ?? 'fr') })}
      closeLabel={t('common.close')}
    >
      <LeadForm course={course} sessionId={sessionId} onCancel={onClose} />
    </Modal>
  );
}

function LeadForm({ course, sessionId, onCancel }: { course: PublishedCourse; sessionId?: string; onCancel(): void }) {
  const { t } = useTranslation();
  /** Once sent: whether the server put the request on the session's waiting list. */
  const [sent, setSent] = useState<{ waitingList: boolean } | undefined>();
  const defaultPace: LearningPace = (LEARNING_PACES as readonly string[]).includes(course.learningPace)
    ? course.learningPace
    : DEFAULT_LEARNING_PACE;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: schemaResolver(LeadFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      // The admin inbox reads courses by their French title, whatever language the visitor uses.
      courseOfInterest: course.title.fr,
      // The course and the session as the API knows them.
      courseId: course._id,
      sessionId: course.sessions.some((session) => session._id === sessionId) ? sessionId : '',
      learningPaceInterest: defaultPace,
      message: '',
      website: '',
      consent: false,
    },
  });

  const onSubmit = handleSubmit(async (lead) => {
    try {
      const saved = await sendLead(lead);
      // The server decides: a session may have filled up since the page was read.
      setSent({ waitingList: saved.waitingList === true });
    } catch (error) {
      toast.error(errorMessage(error, t('preregistration.error')));
    }
  });

  const optional = (label: string) => `${label} (${t('forms.optional')})`;
  const chosenSession = useWatch({ control, name: 'sessionId' }) ?? '';

  if (sent) {
    return (
      <SentConfirmation
        title={t(sent.waitingList ? 'preregistration.success_waiting_list' : 'preregistration.success')}
        next={t(sent.waitingList ? 'preregistration.next_waiting_list' : 'preregistration.next')}
      >
        <button type="button" onClick={onCancel} className={primaryButton}>
          {t('common.close')}
        </button>
      </SentConfirmation>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
      <VisitorFields
        inModal
        labels={{
          name: t('preregistration.name'),
          email: t('preregistration.email'),
          phone: optional(t('preregistration.phone')),
        }}
        inputs={{ name: register('name'), email: register('email'), phone: register('phone') }}
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
        registration={register('learningPaceInterest')}
      />
      <Field label={optional(t('preregistration.message'))} error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={3}
          placeholder={t('preregistration.message_placeholder')}
          className={`${inputClass} resize-y`}
          {...register('message')}
        />
      </Field>
      <ModalFormEnd
        consent={register('consent')}
        website={register('website')}
        consentInvalid={Boolean(errors.consent)}
        busy={isSubmitting}
        submitText={t('preregistration.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
