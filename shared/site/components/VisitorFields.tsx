/**
 * Who a visitor is: their name, e-mail and phone. A form on a page of its own (contact, careers)
 * sets the name and the e-mail side by side, then the phone; a modal's narrower form (the
 * pre-registration, the quote request) the name, then the e-mail and the phone side by side.
 */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, LtrField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';

type VisitorField = 'name' | 'email' | 'phone';

interface VisitorFieldsProps {
  /** The labels, the phone's saying it is optional. */
  labels: Record<VisitorField, string>;
  /** The form's registrations of the three fields (with their start value and focus, if any). */
  inputs: Record<
    VisitorField,
    UseFormRegisterReturn & Pick<InputHTMLAttributes<HTMLInputElement>, 'defaultValue' | 'autoFocus'>
  >;
  errors: Partial<Record<VisitorField, FieldError>>;
  /** In a modal's narrower form: the e-mail and the phone side by side. */
  inModal?: boolean;
}

export function VisitorFields({ labels, inputs, errors, inModal = false }: VisitorFieldsProps) {
  const { t } = useTranslation();
  const name = (
    <Field label={labels.name} required error={fieldErrorText(t, errors.name)}>
      <input type="text" autoComplete="name" className={inputClass} {...inputs.name} />
    </Field>
  );
  const email = (
    <LtrField
      label={labels.email}
      required
      error={fieldErrorText(t, errors.email)}
      type="email"
      autoComplete="email"
      registration={inputs.email}
    />
  );
  const phone = (
    <LtrField
      label={labels.phone}
      error={fieldErrorText(t, errors.phone)}
      type="tel"
      autoComplete="tel"
      registration={inputs.phone}
    />
  );
  if (inModal) {
    return (
      <>
        {name}
        <div className="grid gap-4 sm:grid-cols-2">
          {email}
          {phone}
        </div>
      </>
    );
  }
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {name}
        {email}
      </div>
      {phone}
    </>
  );
}
