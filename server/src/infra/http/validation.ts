import type { z } from 'zod';
import { type IssueLike, issueCode, WITH_INPUT } from '../../../../shared/domain/validation-codes.ts';
import { HttpError } from './http-errors.ts';

type Issue = IssueLike & {
  path: PropertyKey[];
  message: string;
};

/**
 * A problem's own words, without an "Invalid input…:" of its own (Zod's default wording begins
 * so): the summary below says it once, never "Invalid input: Invalid input: …".
 */
function ownWords(message: string): string {
  const words = message.replace(/^\s*invalid input\b[^:]{0,60}:\s*/i, '').trim();
  return words === '' ? 'This value is not valid.' : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One readable sentence for a person, plus the per-field list a form can show beside its inputs:
 * each with its code (shared/domain/validation-codes.ts), which a screen translates.
 */
export function validationError(issues: readonly Issue[]): HttpError {
  const errors = issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issueCode(issue),
    message: ownWords(issue.message),
  }));
  const first = errors[0];
  const message = first
    ? `Invalid input${first.path ? ` for ${first.path}` : ''}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`
    : 'Invalid input.';
  return new HttpError(400, message, { code: 'invalid_input', errors });
}

/** Parses with a shared schema, answering 400 with every problem when the input is invalid. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input, WITH_INPUT);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}
