/** The contact page's message form: a question for the centre, filed in the admin's Messages inbox. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendContactMessage } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { ContactMessageInputSchema } from '../../domain/schemas.ts';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { ConsentField } from '../components/ConsentField.tsx';
import { SendButton } from '../components/SendButton.tsx';
import { SentWithFillAgain } from '../components/SentConfirmation.tsx';
import { VisitorFields } from '../components/VisitorFields.tsx';

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
      <SentWithFillAgain
        title={t('contact_page.form.success')}
        next={t('contact_page.form.next')}
        onFillAgain={() => setSent(false)}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <VisitorFields
        labels={{
          name: t('contact_page.form.name'),
          email: t('contact_page.form.email'),
          phone: `${t('contact_page.form.phone')} (${t('forms.optional')})`,
        }}
        inputs={{ name: register('name'), email: register('email'), phone: register('phone') }}
        errors={errors}
      />
      <Field label={t('contact_page.form.message')} required error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={6}
          placeholder={t('contact_page.form.message_placeholder')}
          className={inputClass}
          {...register('message')}
        />
      </Field>
      <ConsentField registration={register('consent')} invalid={Boolean(errors.consent)} />
      <Honeypot registration={register('website')} />
      <SendButton busy={isSubmitting} text={t('contact_page.form.submit')} />
    </form>
  );
}
