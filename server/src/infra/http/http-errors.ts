/**
 * Errors a route throws on purpose; the error handler turns them into JSON answers:
 * `{ message, code?, params?, errors? }`. `message` is plain English for any client; `code` (with
 * its `params`) lets the site and the admin show the same thing in the visitor's language.
 */
export interface ErrorDetails {
  code?: string;
  params?: Record<string, string | number>;
  /** Per field; `code` a ValidationCode (shared/domain/validation-codes.ts) that a form translates. */
  errors?: { path: string; code?: string; message: string }[];
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`, { code: 'not_found' });
