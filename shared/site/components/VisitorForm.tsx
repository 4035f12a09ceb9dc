/**
 * A visitor's form on a page of its own (contact, careers): who they are, their message, what the
 * request adds (a CV), the consent and the send button; once sent, the thanks in its place with
 * the way back to an empty form.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { Honeypot } from '../../ui/Honeypot.tsx';
import { ConsentField } from './ConsentField.tsx';
import { SendButton } from './SendButton.tsx';
import { SentWithFillAgain } from './SentConfirmation.tsx';
import { VisitorFields } from './VisitorFields.tsx';

/** The fields such a form holds, empty. */
const EMPTY_VISITOR_FORM = { name: '', email: '', phone: '', message: '', website: '', consent: false };
type VisitorFormValues = typeof EMPTY_VISITOR_FORM;

/**
 * The form's state, checked by `resolver` (the request's schema), and whether it was sent:
 * `markSent` empties it and shows the thanks, `fillAgain` shows it again.
 */
export function useVisitorForm<Sent extends object>(resolver: Resolver<VisitorFormValues, unknown, Sent>) {
  const form = useForm<VisitorFormValues, unknown, Sent>({ resolver, defaultValues: EMPTY_VISITOR_FORM });
  const [sent, setSent] = useState(false);
  const markSent = () => {
    form.reset(EMPTY_VISITOR_FORM);
    setSent(true);
  };
  return { ...form, sent, markSent, fillAgain: () => setSent(false) };
}

interface VisitorFormProps {
  /** What useVisitorForm answered. */
  form: {
    register: UseFormRegister<VisitorFormValues>;
    formState: { errors: FieldErrors<VisitorFormValues>; isSubmitting: boolean };
    sent: boolean;
    fillAgain(): void;
  };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The labels of the visitor's fields, the phone's saying it is optional. */
  labels: { name: string; email: string; phone: string };
  message: { label: string; placeholder: string; rows: number; required?: boolean };
  submitText: string;
  /** Once sent: what the visitor reads in place of the form. */
  thanks: { title: string; next: string };
  /** What the request adds, after the message. */
  children?: ReactNode;
}

export function VisitorForm({ form, onSubmit, labels, message, submitText, thanks, children }: VisitorFormProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (form.sent) return <SentWithFillAgain title={thanks.title} next={thanks.next} onFillAgain={form.fillAgain} />;
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <VisitorFields
        labels={labels}
        inputs={{ name: register('name'), email: register('email'), phone: register('phone') }}
        errors={errors}
      />
      <Field label={message.label} required={message.required} error={fieldErrorText(t, errors.message)}>
        <textarea
          rows={message.rows}
          placeholder={message.placeholder}
          className={inputClass}
          {...register('message')}
        />
      </Field>
      {children}
      <ConsentField registration={register('consent')} invalid={Boolean(errors.consent)} />
      <Honeypot registration={register('website')} />
      <SendButton busy={isSubmitting} text={submitText} />
    </form>
  );
}
