/** A form's problems by field path (`home.hero.text.fr`, `quote.fr`), from the shared schema or from the server's 400. */
import type { z } from 'zod';
import { fieldProblems } from '../../api/client.ts';
import { issueCode, type ValidationCode, WITH_INPUT } from '../../domain/validation-codes.ts';

export type Problems = Record<string, ValidationCode>;

/** What the schema the server applies finds wrong: the first problem of each field. */
export function problemsOf(schema: z.ZodType, value: unknown): Problems {
  const result = schema.safeParse(value, WITH_INPUT);
  const problems: Problems = {};
  if (!result.success)
    for (const issue of result.error.issues) problems[issue.path.map(String).join('.')] ??= issueCode(issue);
  return problems;
}

/** The per-field problems of a 400. */
export function serverProblems(error: unknown): Problems {
  return Object.fromEntries(fieldProblems(error).map(({ path, code }) => [path, code]));
}
