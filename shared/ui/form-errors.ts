/**
 * The shared zod schemas speak English to the API's clients; forms show their problems in the
 * visitor's language. The schema's issue code (react-hook-form's error `type`) picks the text.
 */
import type { TFunction } from 'i18next';
import { TEXT_MESSAGES } from '../domain/schemas.ts';

/** The text rule's problems (shared/domain/schemas.ts), by their exact wording, in the form and in a server's 400 alike. */
const TEXT_RULE_KEYS: Record<string, string> = {
  [TEXT_MESSAGES.controlCharacters]: 'forms.errors.control_characters',
  [TEXT_MESSAGES.oneLine]: 'forms.errors.one_line',
  [TEXT_MESSAGES.brokenCharacter]: 'forms.errors.broken_character',
  [TEXT_MESSAGES.directionControls]: 'forms.errors.direction_controls',
  // The person sees an empty field: it is required, as far as they can tell.
  [TEXT_MESSAGES.invisibleOnly]: 'forms.errors.required',
};

/** Takes any react-hook-form error (a field's, or a nested object's). */
export function fieldErrorText(t: TFunction, error: { type?: unknown; message?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const message = typeof error.message === 'string' ? error.message : '';
  const textRuleKey = TEXT_RULE_KEYS[message];
  if (textRuleKey) return t(textRuleKey);
  if (error.type === 'too_big') return t('forms.errors.too_long');
  if (/email/i.test(message)) return t('forms.errors.email');
  if (/phone/i.test(message)) return t('forms.errors.phone');
  if (/pace|category|level/i.test(message)) return t('forms.errors.choice');
  return t('forms.errors.required');
}
