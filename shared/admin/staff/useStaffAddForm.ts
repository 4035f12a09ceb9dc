/**
 * The state of a form that adds a colleague (at once, or by an invitation): checked by `resolver`,
 * starting from `empty()`; `added` empties it again and reloads the staff list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { STAFF_USERS_KEY } from '../../api/users.ts';

export function useStaffAddForm<Values extends FieldValues, Checked extends FieldValues = Values>(
  resolver: Resolver<Values, unknown, Checked>,
  empty: () => DefaultValues<Values>,
) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Checked>({ resolver, defaultValues: empty() });
  const added = () => {
    form.reset(empty());
    void queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY });
  };
  return { ...form, added };
}
