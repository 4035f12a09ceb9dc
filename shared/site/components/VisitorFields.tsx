/** Who a visitor is, as the contact and careers forms ask it: the name and the e-mail side by side, then the phone. */
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, LtrField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';

type VisitorField = 'name' | 'email' | 'phone';

interface VisitorFieldsProps {
  /** The labels, the phone's saying it is optional. */
  labels: Record<VisitorField, string>;
  /** The form's registrations of the three fields. */
  inputs: Record<VisitorField, UseFormRegisterReturn>;
  errors: Partial<Record<VisitorField, FieldError>>;
}

export function VisitorFields({ labels, inputs, errors }: VisitorFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.name} required error={fieldErrorText(t, errors.name)}>
          <input type="text" autoComplete="name" className={inputClass} {...inputs.name} />
        </Field>
        <LtrField
          label={labels.email}
          required
          error={fieldErrorText(t, errors.email)}
          type="email"
          autoComplete="email"
          registration={inputs.email}
        />
      </div>
      <LtrField
        label={labels.phone}
        error={fieldErrorText(t, errors.phone)}
        type="tel"
        autoComplete="tel"
        registration={inputs.phone}
      />
    </>
  );
}
