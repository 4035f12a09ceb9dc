/** The add form of /admin/staff: name, e-mail, role and a first password the admin passes on. */
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { createStaffUser } from '../../api/users.ts';
import { PASSWORD_MIN_LENGTH, type StaffUserInput, StaffUserInputSchema } from '../../domain/staff.ts';
import { LtrField } from '../../ui/Field.tsx';
import { schemaResolver } from '../../ui/form-resolver.ts';
import { FormActions } from '../forms/FormActions.tsx';
import { StaffIdentityFields } from './StaffIdentityFields.tsx';
import { useStaffAddForm } from './useStaffAddForm.ts';

const FIELDS = ['name', 'email', 'role', 'password'] as const;
const empty = (): StaffUserInput => ({ name: '', email: '', role: 'recruiter', password: '' });

export function StaffForm({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    errorOf: fieldError,
    formState: { errors, isSubmitting },
  } = useStaffAddForm(schemaResolver(StaffUserInputSchema), empty);
  // Through the query client, so that a refused session ends the way it does everywhere in the admin.
  const { mutateAsync: addUser } = useMutation({ mutationFn: createStaffUser });

  /** A too short password says the length it needs. */
  const errorOf = (field: (typeof FIELDS)[number]) =>
    field === 'password' && errors.password?.type === 'too_short'
      ? t('admin_staff.password.too_short', { min: PASSWORD_MIN_LENGTH })
      : fieldError(field);

  const onSubmit = submit(
    async (values) => {
      await addUser(values);
      return t('admin_staff.toasts.added');
    },
    { loading: t('admin_staff.toasts.adding'), failure: t('admin_staff.toasts.add_error'), fields: FIELDS },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={headingId} className="space-y-5">
      <StaffIdentityFields register={register} errorOf={errorOf} />
      <LtrField
        label={t('admin_staff.form.password')}
        required
        error={errorOf('password')}
        hint={t('admin_staff.form.password_hint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        registration={register('password')}
      />
      <FormActions
        busy={isSubmitting}
        icon={UserPlus}
        label={t('admin_staff.form.submit')}
        busyLabel={t('admin_staff.form.submitting')}
      />
    </form>
  );
}
