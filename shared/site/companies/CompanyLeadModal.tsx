/** The company lead (a quote request, SPEC §2 /entreprises): a modal whose fields start empty at each opening. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendCompanyLead } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { CompanyLeadInputSchema } from '../../domain/schemas.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Modal } from '../../ui/Modal.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { ModalFormEnd } from '../components/ModalFormEnd.tsx';
import { SentConfirmation } from '../components/SentConfirmation.tsx';
import { VisitorFields } from '../components/VisitorFields.tsx';

const CompanyLeadFormSchema = requireConsent(CompanyLeadInputSchema);
const EMPTY = { companyName: '', contactName: '', email: '', phone: '', message: '', website: '', consent: false };

export function CompanyLeadModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('company_lead.title')}
      description={t('company_lead.description')}
      closeLabel={t('common.close')}
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      <CompanyLeadForm onDone={onClose} />
    </Modal>
  );
}

function CompanyLeadForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: schemaResolver(CompanyLeadFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendCompanyLead(values);
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error, t('company_lead.error')));
    }
  });

  const optional = (label: string) => `${label} (${t('forms.optional')})`;

  if (sent) {
    return (
      <SentConfirmation title={t('company_lead.success')} next={t('company_lead.next')}>
        <button type="button" onClick={onDone} className={primaryButton}>
          {t('common.close')}
        </button>
      </SentConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-4">
      <Field label={t('company_lead.company_name')} required error={fieldErrorText(t, errors.companyName)}>
        <input type="text" autoComplete="organization" className={inputClass} {...register('companyName')} />
      </Field>
      <VisitorFields
        inModal
        labels={{
          name: t('company_lead.contact_name'),
          email: t('company_lead.email'),
          phone: optional(t('company_lead.phone')),
        }}
        inputs={{ name: register('contactName'), email: register('email'), phone: register('phone') }}
        errors={{ name: errors.contactName, email: errors.email, phone: errors.phone }}
      />
      <Field label={optional(t('company_lead.message'))} error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={4}
          placeholder={t('company_lead.message_placeholder')}
          className={inputClass}
          {...register('message')}
        />
      </Field>
      <ModalFormEnd
        consent={register('consent')}
        website={register('website')}
        consentInvalid={Boolean(errors.consent)}
        busy={isSubmitting}
        submitText={t('company_lead.submit')}
        onCancel={onDone}
      />
    </form>
  );
}
