import { ApiError, errorMessage } from '../../api/client.ts';
import toast from 'react-hot-toast';

/**
 * A refusal the server tied to one field of a form (an e-mail already used, a password too
 * common, a wrong current password: the first of its `errors`), in the reader's language; undefined
 * for any other failure, which the form says in a toast.
 */
export function serverFieldError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { field: Field; message: string } | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  const { code, errors } = (error.data ?? {}) as { code?: unknown; errors?: { path?: unknown }[] };
  const path = Array.isArray(errors) ? errors[0]?.path : undefined;
  // A problem of the shape itself (invalid_input) is the form's own check, which ran already.
  if (code === 'invalid_input' || typeof path !== 'string' || !(fields as readonly string[]).includes(path))
    return undefined;
  return { field: path as Field, message: errorMessage(error) };
}

/**
 * A form's failure told in place of its loading toast: a refusal tied to a field at that field,
 * a refused session not at all (the query client announces it and leaves for /login), anything
 * else in the toast, in the server's words or else `fallback`.
 */
export function reportFormFailure<Field extends string>(
  error: unknown,
  {
    fields,
    toastId,
    setError,
    fallback,
  }: {
    fields: readonly Field[];
    toastId: string;
    setError(field: Field, error: { type: 'server'; message: string }, options: { shouldFocus: true }): void;
    fallback: string;
  },
): void {
  const onField = serverFieldError(error, fields);
  if (onField) {
    toast.dismiss(toastId);
    setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
  } else if (error instanceof ApiError && error.status === 401) {
    toast.dismiss(toastId);
  } else {
    toast.error(errorMessage(error, fallback), { id: toastId });
  }
}
