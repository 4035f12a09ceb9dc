/**
 * The state of a form that adds a colleague (at once, or by an invitation): checked by `resolver`,
 * starting from `empty()`; `added` empties it again and reloads the staff list; `errorOf` says a
 * field's error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_USERS_KEY } from '../../api/users.ts';
import { fieldErrorText } from '../../ui/form-errors.ts';

export function useStaffAddForm<Values extends FieldValues, Checked extends FieldValues = Values>(
  resolver: Resolver<Values, unknown, Checked>,
  empty: () => DefaultValues<Values>,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Checked>({ resolver, defaultValues: empty() });
  const added = () => {
    form.reset(empty());
    void queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
  };
  /** The server's own words for a field (already translated), else the form's check. */
  const errorOf = (field: Path<Values>) => {
    const { error } = form.getFieldState(field, form.formState);
    return error?.type === 'server' ? error.message : fieldErrorText(t, error);
  };
  return { ...form, added, errorOf };
}
