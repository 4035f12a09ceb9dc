/**
 * The state of a form that adds a colleague (at once, or by an invitation): checked by `resolver`,
 * starting from `empty()`; `submit` sends it, then empties it again and reloads the staff list;
 * `errorOf` says a field's error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { STAFF_USERS_KEY } from '../../api/users.ts';
import { fieldErrorText } from '../../ui/form-errors.ts';
import { reportFormFailure } from './server-field-error.ts';

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
  /**
   * The form's submit handler: `send` under a loading toast, which becomes the sentence `send`
   * answers; a refusal is told at one of `fields`, or in the toast (`failure` unless the server's).
   */
  const submit = <Field extends Path<Values>>(
    send: (values: Checked) => Promise<string>,
    { loading, failure, fields }: { loading: string; failure: string; fields: readonly Field[] },
  ) =>
    form.handleSubmit(async (values) => {
      const toastId = toast.loading(loading);
      try {
        toast.success(await send(values), { id: toastId });
        added();
      } catch (error) {
        reportFormFailure(error, { fields, toastId, setError: form.setError, fallback: failure });
      }
    });
  return { ...form, submit, errorOf };
}
