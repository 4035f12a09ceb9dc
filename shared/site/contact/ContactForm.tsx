/** The contact page's message form: a question for the centre, filed in the admin's Messages inbox. */
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendContactMessage } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { ContactMessageInputSchema } from '../../domain/schemas.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { ConsentField } from '../components/ConsentField.tsx';
import { SentConfirmation } from '../components/SentConfirmation.tsx';

const ContactFormSchema = requireConsent(ContactMessageInputSchema);
const EMPTY = { name: '', email: '', phone: '', message: '', website: '', consent: false };

export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: schemaResolver(ContactFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error, t('contact_page.form.error')));
    }
  });

  if (sent) {
    return (
      <SentConfirmation title={t('contact_page.form.success')} next={t('contact_page.form.next')}>
        <button type="button" onClick={() => setSent(false)} className={secondaryButton}>
          {t('forms.fill_again')}
        </button>
      </SentConfirmation>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact_page.form.name')} required error={fieldErrorText(t, errors.name)}>
          <input type="text" autoComplete="name" className={inputClass} {...register('name')} />
        </Field>
        <Field label={t('contact_page.form.email')} required error={fieldErrorText(t, errors.email)}>
          <input type="email" autoComplete="email" dir="ltr" className={`${inputClass} text-start rtl:text-end`} {...register('email')} />
        </Field>
      </div>
      <Field label={`${t('contact_page.form.phone')} (${t('forms.optional')})`} error={fieldErrorText(t, errors.phone)}>
        <input type="tel" autoComplete="tel" dir="ltr" className={`${inputClass} text-start rtl:text-end`} {...register('phone')} />
      </Field>
      <Field label={t('contact_page.form.message')} required error={fieldErrorText(t, errors.message)}>
        <textarea rows={6} placeholder={t('contact_page.form.message_placeholder')} className={inputClass} {...register('message')} />
      </Field>
      <ConsentField registration={register('consent')} invalid={Boolean(errors.consent)} />
      <Honeypot registration={register('website')} />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
        {isSubmitting ? <Spinner /> : <Send aria-hidden="true" className="flip-rtl size-4" />}
        {isSubmitting ? t('forms.sending') : t('contact_page.form.submit')}
      </button>
    </form>
  );
}
