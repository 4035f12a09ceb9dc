/** The contact page's message form: a question for the centre, filed in the admin's Messages inbox. */
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { sendContactMessage } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { ContactMessageInputSchema } from '../../domain/schemas.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { useVisitorForm, VisitorForm } from '../components/VisitorForm.tsx';

const ContactFormSchema = requireConsent(ContactMessageInputSchema);

export function ContactForm() {
  const { t } = useTranslation();
  const form = useVisitorForm('contact', schemaResolver(ContactFormSchema));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContactMessage(values);
      form.markSent();
    } catch (error) {
      toast.error(errorMessage(error, t('contact_page.form.error')));
    }
  });

  return (
    <VisitorForm
      form={form}
      onSubmit={(event) => void onSubmit(event)}
      labels={{
        name: t('contact_page.form.name'),
        email: t('contact_page.form.email'),
        phone: `${t('contact_page.form.phone')} (${t('forms.optional')})`,
      }}
      message={{
        label: t('contact_page.form.message'),
        placeholder: t('contact_page.form.message_placeholder'),
        rows: 6,
        required: true,
      }}
      submitText={t('contact_page.form.submit')}
      errorText={t('contact_page.form.error')}
      thanks={{ title: t('contact_page.form.success'), next: t('contact_page.form.next') }}
    />
  );
}
