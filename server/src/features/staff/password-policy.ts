/**
 * Whether a staff user may choose a password, beyond its length (NewPasswordSchema): not one of
 * the most common passwords (common-passwords.txt), not one character repeated, not the e-mail.
 */
import fs from 'node:fs';
import { PASSWORD_MESSAGES } from '../../../../shared/domain/index.ts';
import { HttpError } from '../../infra/http/http-errors.ts';

const COMMON_PASSWORDS = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.toLowerCase()),
);

/** Why a password is refused, or undefined when it may be chosen. */
export function passwordProblem(password: string, email?: string): { code: string; message: string } | undefined {
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded) || /^(.)\1*$/u.test(password))
    return { code: 'password_too_common', message: PASSWORD_MESSAGES.tooCommon };
  if (email && folded === email.toLowerCase())
    return { code: 'password_is_email', message: PASSWORD_MESSAGES.sameAsEmail };
  return undefined;
}

/** Throws the 400 that says why `password` (of the field `path`) cannot be chosen. */
export function assertAcceptablePassword(password: string, path: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem)
    throw new HttpError(400, problem.message, { code: problem.code, errors: [{ path, message: problem.message }] });
}
