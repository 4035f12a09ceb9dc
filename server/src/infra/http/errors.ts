/**
 * The one error handler: every failure answers JSON `{ message }`. Client mistakes keep their
 * 4xx status and a message a person can act on; anything else is logged and answers a plain 500
 * (or 503 when the database cannot be reached), never the internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { IssueLike } from '../../../../shared/domain/validation-codes.ts';
import { HttpError } from './http-errors.ts';
import { type UploadRefusal, UploadRefused } from '../storage/upload-refused.ts';
import { validationError } from './validation.ts';

const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

const isDatabaseUnavailable = (error: unknown): boolean => {
  const candidate = error as { code?: unknown; message?: unknown } | undefined;
  if (!candidate) return false;
  if (typeof candidate.code === 'string' && DATABASE_UNAVAILABLE_CODES.has(candidate.code)) return true;
  return (
    typeof candidate.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(candidate.message)
  );
};

/**
 * PostgreSQL refuses text it cannot hold, such as a NUL character, where SQLite stores it. Only a
 * client sends such text (in a field or an id), so the answer is the client's 400, not a 500.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large (at most 5 MB).',
  FST_FILES_LIMIT: 'Send one file at most.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'The form contains a forbidden field name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** How long an answer given before the body was all read has to reach the client before the connection is cut. */
const LINGER_MS = 2_000;

/**
 * A request refused before its body was all read (an upload past its cap, a form turned away
 * half-way) closes its connection after the answer, rather than Node reading the rest to reuse
 * the connection. Node would cut it at once, and a client still sending then often meets the
 * reset before it has read the answer; so the answer and our end of the connection go out,
 * nothing more is read, and the connection is cut LINGER_MS later (sooner if the client closes).
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = request.raw.socket;
  socket.destroySoon = () => {
    socket.end();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(cut));
  };
}

/** A file the storage refused: empty, too large, or not of a type it keeps. */
const UPLOAD_REFUSAL_STATUS: Record<UploadRefusal, number> = {
  file_empty: 400,
  file_too_large: 413,
  image_type: 415,
  image_unreadable: 415,
  cv_type: 415,
};

/** What the API answers an error with: its status, its JSON body (`{ message, code?, params?, errors? }`) and any header. */
export interface ErrorAnswer {
  status: number;
  body: { message: string; code?: string; params?: Record<string, unknown>; errors?: unknown };
  headers?: Record<string, string>;
}

/** The answer to a failed request, logged as it deserves (a client's mistake as info, ours as an error). */
export function errorAnswer(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: { message: error.message, ...error.details } };
  }
  if (error instanceof UploadRefused) {
    return {
      status: UPLOAD_REFUSAL_STATUS[error.reason],
      body: { message: error.message, code: error.reason, ...(error.params ? { params: error.params } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((item) => ({
      // The zod issue, as the type provider passes it on (its code as the keyword, the rest as params).
      ...(item.params as object),
      code: item.keyword as IssueLike['code'],
      // Body fields are named as the form names them; params and query keep their prefix.
      path: [
        error.validationContext === 'body' ? '' : (error.validationContext ?? ''),
        ...item.instancePath.split('/').filter(Boolean),
      ].filter(Boolean),
      message: item.message ?? 'Invalid value.',
    }));
    const invalid = validationError(issues);
    return { status: 400, body: { message: invalid.message, ...invalid.details } };
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_RATE_LIMIT') {
    const seconds = (error as FastifyError & { seconds?: number }).seconds ?? 60;
    return { status: 429, body: { message: error.message, code: 'rate_limited', params: { seconds } } };
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return {
      status: 413,
      body: { message: CLIENT_ERROR_MESSAGES[error.code]!, code: 'file_too_large', params: { maxMb: 5 } },
    };
  }
  if (UNSTORABLE_TEXT_CODES.has(error.code)) {
    return {
      status: 400,
      body: {
        message: 'The request contains a character that cannot be stored, such as NUL.',
        code: 'invalid_request',
      },
    };
  }
  if (status >= 400 && status < 500) {
    if (status !== 404) request.log.info({ code: error.code, msg: error.message }, 'client error');
    const message =
      CLIENT_ERROR_MESSAGES[error.code] ?? (/^[A-Z]/.test(error.message) ? error.message : 'The request is not valid.');
    return { status, body: { message, code: 'invalid_request' } };
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return {
      status: 503,
      headers: { 'Retry-After': '5' },
      body: {
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        code: 'service_unavailable',
      },
    };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { status: 500, body: { message: 'An unexpected error occurred. Please try again.', code: 'server_error' } };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.complete === false) closeAfterAnswer(request, reply);
    const answer = errorAnswer(error, request);
    return reply
      .status(answer.status)
      .headers(answer.headers ?? {})
      .send(answer.body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
