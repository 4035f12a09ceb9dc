/**
 * Choosing a password (accepting an invitation, changing one's own): the new one with the rule
 * under it, then the same typed again, compared on sending only.
 */
import type { TFunction } from 'i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../domain/staff.ts';
import { LtrField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';

/** The second password differs from the first: set on the confirmation field. */
export const passwordMismatch = (t: TFunction) =>
  ({ type: 'mismatch', message: t('admin_staff.password.mismatch') }) as const;

/** A password field's problem: the server's words or the mismatch's as they are, the length rule with its minimum, else the form's check. */
export function passwordErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (error?.type === 'server' || error?.type === 'mismatch') return error.message;
  if (error?.type === 'too_short') return t('admin_staff.password.too_short', { min: PASSWORD_MIN_LENGTH });
  return fieldErrorText(t, error);
}

type Part = 'password' | 'confirm';

export function NewPasswordFields({
  labels,
  errors,
  registrations,
}: {
  labels: Record<Part, string>;
  errors: Partial<Record<Part, FieldError>>;
  registrations: Record<Part, UseFormRegisterReturn>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LtrField
        label={labels.password}
        required
        error={passwordErrorText(t, errors.password)}
        hint={t('admin_staff.password.hint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        registration={registrations.password}
      />
      <LtrField
        label={labels.confirm}
        required
        error={passwordErrorText(t, errors.confirm)}
        type="password"
        autoComplete="new-password"
        registration={registrations.confirm}
      />
    </>
  );
}
