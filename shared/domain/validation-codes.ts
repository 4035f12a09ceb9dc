/**
 * One vocabulary for what is wrong with a field, the same in a form's own check and in the API's
 * 400 (`errors: [{ path, code, message }]`): the message is English for the API's clients, the code
 * is what a screen translates (shared/ui/form-errors.ts). A rule of ours names its code in its
 * issue's `params.code`; zod's own problems get theirs from what they are.
 */
import type { z } from 'zod';

export const VALIDATION_CODES = [
  // Any field
  'required',
  'invalid',
  'wrong_type',
  'choice',
  'unknown_field',
  // Text (the text rule of shared/domain/schemas.ts)
  'too_short',
  'too_long',
  'control_characters',
  'one_line',
  'broken_character',
  'direction_controls',
  'email',
  'phone',
  'https_url',
  'format',
  'date',
  'slug',
  // Numbers and lists
  'number',
  'too_small',
  'too_large',
  'too_few',
  'too_many',
  // Rules across fields
  'sale_price_not_below',
  'both_coordinates',
  'date_order',
  'seats_below_taken',
  'consent_required',
  'slug_taken',
  // The centre's colours
  'hex_color',
  'low_contrast',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

const isValidationCode = (value: unknown): value is ValidationCode =>
  (VALIDATION_CODES as readonly unknown[]).includes(value);

/**
 * What zod says of a missing value (shared/domain/schemas.ts words it so). zod keeps an issue's
 * input only when asked (`reportInput`): without it, this is how a missing value is told from one
 * of the wrong type.
 */
export const REQUIRED_MESSAGE = 'This field is required.';

/** Parse options that keep each issue's input, so that its code can tell a missing value for sure. */
export const WITH_INPUT = { reportInput: true } as const;

/** The `params` a rule of ours gives its issue, so that its code travels with it. */
export const withCode = (code: ValidationCode) => ({ params: { code } });

/** What zod reports, as far as the code needs it: a final issue, or one as sent in a 400 by Fastify. */
export type IssueLike = Pick<z.core.$ZodIssue, 'code' | 'message'> & {
  input?: unknown;
  origin?: unknown;
  minimum?: unknown;
  format?: unknown;
  params?: unknown;
  expected?: unknown;
};

export function issueCode(issue: IssueLike): ValidationCode {
  const named = (issue.params as { code?: unknown } | undefined)?.code;
  if (isValidationCode(named)) return named;
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue ? issue.input === undefined : issue.message === REQUIRED_MESSAGE) return 'required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'number' : 'wrong_type';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'required' : 'too_short';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_few' : 'too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'too_long';
      return issue.origin === 'array' || issue.origin === 'set' ? 'too_many' : 'too_large';
    case 'invalid_value':
      return 'choice';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : issue.format === 'url' ? 'https_url' : 'format';
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}
