/** Who a new colleague is, as both ways of adding one ask it: name, e-mail and role (with what the role may do). */
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '../../domain/roles.ts';
import { Field, inputClass, LtrField, SelectField } from '../../ui/Field.tsx';

export interface StaffIdentity {
  name: string;
  email: string;
  role: StaffRole;
}

interface StaffIdentityFieldsProps<Values extends FieldValues & StaffIdentity> {
  /** The register of a form that has these fields, and maybe others. */
  register: UseFormRegister<Values>;
  errorOf(field: keyof StaffIdentity): string | undefined;
}

export function StaffIdentityFields<Values extends FieldValues & StaffIdentity>({
  register: registerField,
  errorOf,
}: StaffIdentityFieldsProps<Values>) {
  const { t } = useTranslation();
  const register = (field: keyof StaffIdentity) => registerField(field as Path<Values>);
  return (
    <>
      <Field label={t('admin_staff.form.name')} required error={errorOf('name')}>
        <input type="text" autoComplete="off" className={inputClass} {...register('name')} />
      </Field>
      <LtrField
        label={t('admin_staff.form.email')}
        required
        error={errorOf('email')}
        type="email"
        autoComplete="off"
        registration={register('email')}
      />
      <SelectField
        label={t('admin_staff.form.role')}
        required
        error={errorOf('role')}
        values={STAFF_ROLES}
        optionLabel={(role) => (
          <>
            {t(`admin_staff.roles.${role}`)} · {t(`admin_staff.role_scopes.${role}`)}
          </>
        )}
        registration={register('role')}
      />
    </>
  );
}
