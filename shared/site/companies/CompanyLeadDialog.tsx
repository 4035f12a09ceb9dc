/** The company lead (a quote request, SPEC §2 /entreprises): a dialog in the page's HTML (SiteDialog), its fields empty at each opening. */
import type { z } from 'zod';
import type { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendCompanyLead } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { CompanyLeadInputSchema } from '../../domain/schemas.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { DialogFormEnd } from '../components/DialogFormEnd.tsx';
import { type PageFormStart, PageFormProblem, registerInPage, usePageForm } from '../components/page-form.tsx';
import { dialogCloser, SiteDialog } from '../components/SiteDialog.tsx';
import { SentConfirmation } from '../components/SentConfirmation.tsx';
import { VisitorFields } from '../components/VisitorFields.tsx';

const CompanyLeadFormSchema = requireConsent(CompanyLeadInputSchema);
const EMPTY = { companyName: '', contactName: '', email: '', phone: '', message: '', website: '', consent: false };

type CompanyLeadFormValues = typeof EMPTY;

/** The quote request dialog's id: the page's buttons open it (dialogOpener). */
export const COMPANY_LEAD_DIALOG_ID = 'quote';

export function CompanyLeadDialog() {
  const { t } = useTranslation();
  const { start, form, sent, setSent, startAgain } = usePageForm(
    'quote',
    schemaResolver<typeof CompanyLeadFormSchema, CompanyLeadFormValues>(CompanyLeadFormSchema),
    EMPTY,
  );
  return (
    <SiteDialog
      id={COMPANY_LEAD_DIALOG_ID}
      title={t('company_lead.title')}
      description={t('company_lead.description')}
      closeLabel={t('common.close')}
      initiallyOpen={start.answered}
      onClose={startAgain}
    >
      {sent ? (
        <SentConfirmation title={t('company_lead.success')} next={t('company_lead.next')}>
          <button {...dialogCloser(COMPANY_LEAD_DIALOG_ID)} className={primaryButton}>
            {t('common.close')}
          </button>
        </SentConfirmation>
      ) : (
        <CompanyLeadForm form={form} start={start} onSent={() => setSent({ waitingList: false })} />
      )}
    </SiteDialog>
  );
}

function CompanyLeadForm({
  form,
  start,
  onSent,
}: {
  form: ReturnType<typeof useForm<CompanyLeadFormValues, unknown, z.output<typeof CompanyLeadFormSchema>>>;
  start: PageFormStart<CompanyLeadFormValues>;
  onSent(): void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const field = registerInPage(register, start.htmlValues);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendCompanyLead(values);
      onSent();
    } catch (error) {
      toast.error(errorMessage(error, t('company_lead.error')));
    }
  });

  const optional = (label: string) => `${label} (${t('forms.optional')})`;

  return (
    <form {...start.formProps} onSubmit={onSubmit} className="relative space-y-4">
      <input {...start.languageField} />
      <PageFormProblem problem={start.problem} fallback={t('company_lead.error')} />
      <Field label={t('company_lead.company_name')} required error={fieldErrorText(t, errors.companyName)}>
        {/* The dialog's first field: where the browser puts the focus as it opens the dialog. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <input type="text" autoComplete="organization" autoFocus className={inputClass} {...field('companyName')} />
      </Field>
      <VisitorFields
        inModal
        labels={{
          name: t('company_lead.contact_name'),
          email: t('company_lead.email'),
          phone: optional(t('company_lead.phone')),
        }}
        inputs={{ name: field('contactName'), email: field('email'), phone: field('phone') }}
        errors={{ name: errors.contactName, email: errors.email, phone: errors.phone }}
      />
      <Field label={optional(t('company_lead.message'))} error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={4}
          placeholder={t('company_lead.message_placeholder')}
          className={inputClass}
          {...field('message')}
        />
      </Field>
      <DialogFormEnd
        consent={field('consent')}
        website={field('website')}
        consentInvalid={Boolean(errors.consent)}
        busy={isSubmitting}
        submitText={t('company_lead.submit')}
        dialogId={COMPANY_LEAD_DIALOG_ID}
      />
    </form>
  );
}
