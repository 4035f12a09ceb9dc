/**
 * Checks a form with a shared zod schema, the one the server applies to what it receives: each
 * field's problem carries its validation code (shared/domain/validation-codes.ts) as its `type`,
 * which the screens translate (form-errors.ts), the same code a 400 from the server carries.
 */
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueCode, WITH_INPUT } from '../domain/validation-codes.ts';

/** For a form whose inputs are not the API's shape (texts for numbers, rows for a list). */
interface FormShape<Values> {
  /** The form's values as the API would receive them. */
  toInput(values: Values): unknown;
  /** The form field a problem's path (in the API's shape) names, or undefined when no input shows it. */
  fieldOf(path: string): string | undefined;
}

export function schemaResolver<Schema extends z.ZodType, Values extends FieldValues = z.input<Schema> & FieldValues>(
  schema: Schema,
  shape?: FormShape<Values>,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(shape ? shape.toInput(values) : values, WITH_INPUT);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    // The first problem of each field, as zod found them in the field's order.
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      // A problem no input shows still stops the form from being sent.
      const field = (shape ? shape.fieldOf(path) : path) || 'root';
      errors[field] ??= { type: issueCode(issue), message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
