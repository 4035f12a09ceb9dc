/**
 * The candidature (a job application) of SPEC §2 /careers: the text fields checked by the shared schema, the CV
 * checked here (present, type, size) before anything leaves the browser.
 */
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { sendCandidature } from '../../api/requests.ts';
import { requireConsent } from '../../domain/privacy.ts';
import { CandidatureInputSchema } from '../../domain/schemas.ts';
import { cvMaxMegabytes, type CvProblem, cvProblem } from './cv-file.ts';
import { CvPicker } from './CvPicker.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { useVisitorForm, VisitorForm } from '../components/VisitorForm.tsx';

const CandidatureFormSchema = requireConsent(CandidatureInputSchema);
type CandidatureFormValues = z.output<typeof CandidatureFormSchema>;
/** What the server says of the file itself (its content, not its name, decides its type): told at the CV field. */
const CV_REFUSALS: readonly unknown[] = ['cv_type', 'cv_required', 'file_too_large', 'file_empty'];
const isCvRefusal = (error: unknown) =>
  error instanceof ApiError && CV_REFUSALS.includes((error.data as { code?: unknown } | null)?.code);

export function CandidatureForm() {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [cv, setCv] = useState<File | undefined>();
  const [cvError, setCvError] = useState<CvProblem | undefined>();
  /** The server's refusal of the file last sent, with its name (the file itself is taken away). */
  const [cvRefusal, setCvRefusal] = useState<string | undefined>();
  const form = useVisitorForm('application', schemaResolver(CandidatureFormSchema));

  const clearCv = () => {
    setCv(undefined);
    setCvError(undefined);
    setCvRefusal(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseCv = (file: File | undefined) => {
    if (!file) return clearCv();
    setCv(file);
    setCvRefusal(undefined);
    // Type and size are told at once; a missing file only once they try to send.
    setCvError(cvProblem(file));
  };

  const send = async (values: CandidatureFormValues) => {
    if (!cv || cvProblem(cv)) {
      fileInput.current?.focus();
      return;
    }
    try {
      await sendCandidature({ ...values, cv });
      clearCv();
      form.markSent();
    } catch (error) {
      if (!isCvRefusal(error)) {
        toast.error(errorMessage(error, t('careers_page.form.error_message')));
        return;
      }
      // The refused file is taken away and the reason stays at the field, until another is chosen.
      const name = cv.name;
      clearCv();
      setCvRefusal(t('careers_page.form.cv_refused', { name, reason: errorMessage(error) }));
      fileInput.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The CV is checked with the other fields, so every problem shows at the same time.
    setCvError(cvProblem(cv));
    setCvRefusal(undefined);
    void form.handleSubmit(send)(event);
  };

  const optional = (label: string) => `${label} (${t('forms.optional')})`;
  const cvErrorText = cvRefusal ?? (cvError && t(`careers_page.form.${cvError}`, { size: cvMaxMegabytes }));

  return (
    <VisitorForm
      form={form}
      onSubmit={onSubmit}
      labels={{
        name: t('careers_page.form.name_label'),
        email: t('careers_page.form.email_label'),
        phone: optional(t('careers_page.form.phone_label')),
      }}
      message={{
        label: optional(t('careers_page.form.message_label')),
        placeholder: t('careers_page.form.message_placeholder'),
        rows: 5,
      }}
      submitText={t('careers_page.form.submit')}
      errorText={t('careers_page.form.error_message')}
      withFile
      thanks={{ title: t('careers_page.form.success_message'), next: t('careers_page.form.next') }}
    >
      <CvPicker file={cv} error={cvErrorText} onChange={chooseCv} inputRef={fileInput} />
    </VisitorForm>
  );
}
