/**
 * A visitor's form on a page of its own (contact, careers): who they are, their message, what the
 * request adds (a CV), the consent and the send button; once sent, the thanks in its place with
 * the way back to an empty form.
 */
import type { FormEvent, ReactNode } from 'react';
import type { FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import type { PageFormName } from '../../domain/page-forms.ts';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { ConsentField } from './ConsentField.tsx';
import { SendButton } from './SendButton.tsx';
import { SentWithFillAgain } from './SentConfirmation.tsx';
import { VisitorFields } from './VisitorFields.tsx';
import { type PageFormStart, PageFormProblem, registerInPage, usePageForm } from './page-form.tsx';

/** The fields such a form holds, empty. */
const EMPTY_VISITOR_FORM = { name: '', email: '', phone: '', message: '', website: '', consent: false };
type VisitorFormValues = typeof EMPTY_VISITOR_FORM;

/**
 * The form's state, checked by `resolver` (the request's schema), where it starts (page-form.tsx),
 * and whether it was sent: `markSent` empties it and shows the thanks, `fillAgain` shows it again.
 */
export function useVisitorForm<Sent extends object>(
  name: PageFormName,
  resolver: Resolver<VisitorFormValues, unknown, Sent>,
) {
  const { start, form, sent, setSent, startAgain } = usePageForm(name, resolver, EMPTY_VISITOR_FORM);
  const markSent = () => {
    form.reset(EMPTY_VISITOR_FORM);
    setSent({ waitingList: false });
  };
  return { ...form, start, sent: sent !== undefined, markSent, fillAgain: startAgain };
}

interface VisitorFormProps {
  /** What useVisitorForm answered. */
  form: {
    register: UseFormRegister<VisitorFormValues>;
    formState: { errors: FieldErrors<VisitorFormValues>; isSubmitting: boolean };
    start: PageFormStart<VisitorFormValues>;
    sent: boolean;
    fillAgain(): void;
  };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The labels of the visitor's fields, the phone's saying it is optional. */
  labels: { name: string; email: string; phone: string };
  message: { label: string; placeholder: string; rows: number; required?: boolean };
  submitText: string;
  /** Without the app, what the server is told when it refuses the post. */
  errorText: string;
  /** A form with a file posts it as multipart/form-data. */
  withFile?: boolean;
  /** Once sent: what the visitor reads in place of the form. */
  thanks: { title: string; next: string };
  /** What the request adds, after the message. */
  children?: ReactNode;
}

export function VisitorForm({
  form,
  onSubmit,
  labels,
  message,
  submitText,
  errorText,
  withFile,
  thanks,
  children,
}: VisitorFormProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors, isSubmitting },
    start,
  } = form;
  const field = registerInPage(register, start.htmlValues);
  if (form.sent) return <SentWithFillAgain title={thanks.title} next={thanks.next} onFillAgain={form.fillAgain} />;
  return (
    <form
      {...start.formProps}
      encType={withFile ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      className="relative space-y-5"
    >
      <input {...start.languageField} />
      <PageFormProblem problem={start.problem} fallback={errorText} />
      <VisitorFields
        labels={labels}
        inputs={{ name: field('name'), email: field('email'), phone: field('phone') }}
        errors={errors}
      />
      <Field label={message.label} required={message.required} error={fieldErrorText(t, errors.message)}>
        <textarea rows={message.rows} placeholder={message.placeholder} className={inputClass} {...field('message')} />
      </Field>
      {children}
      <ConsentField registration={field('consent')} invalid={Boolean(errors.consent)} />
      <Honeypot registration={field('website')} />
      <SendButton busy={isSubmitting} text={submitText} />
    </form>
  );
}
