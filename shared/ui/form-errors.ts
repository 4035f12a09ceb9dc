/**
 * The shared zod schemas speak English to the API's clients; forms show their problems in the
 * visitor's language. The schema's issue code (react-hook-form's error `type`) picks the text.
 */
import type { TFunction } from 'i18next';

/** Takes any react-hook-form error (a field's, or a nested object's). */
export function fieldErrorText(t: TFunction, error: { type?: unknown; message?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  if (error.type === 'too_big') return t('forms.errors.too_long');
  if (/email/i.test(message)) return t('forms.errors.email');
  if (/phone/i.test(message)) return t('forms.errors.phone');
  if (/pace|category|level/i.test(message)) return t('forms.errors.choice');
  return t('forms.errors.required');
}
