/**
 * One's own password changed: the current one, the new one twice. The server ends every session
 * of the staff member and answers a fresh one, kept in its place: this window stays signed in, the
 * others (tabs, the desktop app) are signed out. Used by "Change my password" and by the forced
 * change of a provisional password.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { changeOwnPassword } from '../../api/users.ts';
import { PasswordChangeInputSchema } from '../../domain/staff.ts';
import { useAdminSession } from '../../auth/AdminSession.tsx';
import { primaryButton } from '../../ui/buttons.ts';
import { LtrField } from '../../ui/Field.tsx';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { NewPasswordFields, passwordErrorText, passwordMismatch } from '../forms/NewPasswordFields.tsx';
import { serverFieldError } from '../staff/server-field-error.ts';

/** The API's input, and the new password typed a second time (compared on sending: here only). */
const PasswordFormSchema = PasswordChangeInputSchema.extend({
  confirmPassword: PasswordChangeInputSchema.shape.currentPassword,
});
type PasswordFormValues = z.input<typeof PasswordFormSchema>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function PasswordChangeForm({
  currentLabel,
  successMessage,
  onChanged,
  cancel,
}: {
  currentLabel: string;
  successMessage: string;
  onChanged(): void;
  cancel?: ReactNode;
}) {
  const { t } = useTranslation();
  const { session, signIn } = useAdminSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: schemaResolver(PasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { mutateAsync: change } = useMutation({ mutationFn: changeOwnPassword });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      setError('confirmPassword', passwordMismatch(t), { shouldFocus: true });
      return;
    }
    try {
      const fresh = await change({ currentPassword, newPassword });
      // The session this window had has ended with the others: the fresh one takes its place,
      // and with it the password is no longer provisional.
      const { passwordChangeRequired: _provisional, ...kept } = session ?? fresh;
      await signIn({ ...kept, ...fresh });
      toast.success(successMessage);
      onChanged();
    } catch (error) {
      const onField = serverFieldError(error, FIELDS);
      if (onField) setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      // A refused session is announced by the query client, which leaves for /login.
      else if (!(error instanceof ApiError && error.status === 401))
        toast.error(errorMessage(error, t('admin_staff.password.error')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {/* For password managers: whose password this is. */}
      <input type="email" autoComplete="username" value={session?.email ?? ''} readOnly hidden />
      <LtrField
        label={currentLabel}
        required
        error={
          // The current password's length is no rule to tell: it is only wrong.
          errors.currentPassword?.type === 'too_short'
            ? fieldErrorText(t, errors.currentPassword)
            : passwordErrorText(t, errors.currentPassword)
        }
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
      />
      <NewPasswordFields
        labels={{ password: t('admin_staff.password.new'), confirm: t('admin_staff.password.confirm') }}
        errors={{ password: errors.newPassword, confirm: errors.confirmPassword }}
        registrations={{ password: register('newPassword'), confirm: register('confirmPassword') }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? t('admin_staff.password.submitting') : t('admin_staff.password.submit')}
        </button>
      </div>
    </form>
  );
}
