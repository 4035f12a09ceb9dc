/**
 * A field's problem in the reader's language. The shared zod schemas speak English to the API's
 * clients; a form's own check (schemaResolver) and the server's 400 both give each problem its
 * validation code (shared/domain/validation-codes.ts), which picks the text here.
 */
import type { TFunction } from 'i18next';
import { VALIDATION_CODES, type ValidationCode } from '../domain/validation-codes.ts';

/** The validation code of a react-hook-form error (its `type`), `invalid` for one that has none of ours. */
export const errorCode = (error: { type?: unknown }): ValidationCode =>
  (VALIDATION_CODES as readonly unknown[]).includes(error.type) ? (error.type as ValidationCode) : 'invalid';

/** Takes any react-hook-form error (a field's, or a nested object's). */
export function fieldErrorText(t: TFunction, error: { type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  return t(`forms.errors.${errorCode(error)}`);
}
