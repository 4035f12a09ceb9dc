/** Reads a multipart form: text fields into an object, at most one file streamed to tmp/. */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CV_MAX_BYTES, TEXT_LIMITS } from '../../../../shared/domain/index.ts';
import { HttpError } from './http-errors.ts';
import { UploadRefused } from '../storage/upload-refused.ts';
import { fileTooLarge, type ReceivedFile, type UploadStore } from '../storage/uploads.ts';

/** The file a form carried, received (a route hands it to its service, which stores it). */
export type { ReceivedFile } from '../storage/uploads.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  file?: ReceivedFile;
}

export async function readMultipartForm(
  request: FastifyRequest,
  storage: UploadStore,
  options: {
    fileField: string;
    maxBytes: number;
    /** Where the text fields are written as they are read (a refused form's page shows those read before the refusal). */
    fields?: Record<string, string>;
  },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data.');
  // A body declared larger than the file's cap plus the text a form may carry (what a JSON body
  // of this route may) is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > options.maxBytes + request.routeOptions.bodyLimit)
    throw fileTooLarge(options.maxBytes);
  const fields: Record<string, string> = options.fields ?? {};
  let file: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long.`);
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        throw new HttpError(
          400,
          `Unexpected file in the field "${part.fieldname}": send one file as "${options.fileField}".`,
        );
      }
      try {
        file = await storage.receive(part.file, part.filename ?? '', options.maxBytes);
      } catch (error) {
        // A file input left empty: a browser sends a part with no file name and nothing in it. No file, then.
        if (!part.filename && error instanceof UploadRefused && error.reason === 'file_empty') continue;
        throw error;
      }
    }
  } catch (error) {
    await storage.discard(file);
    throw isMalformedForm(error)
      ? new HttpError(400, 'The form could not be read: it is malformed or incomplete.', { code: 'invalid_request' })
      : error;
  }
  return { fields, ...(file ? { file } : {}) };
}

/** The input a form's fields make (`parse` throws a 400 for refused ones); its file dropped from tmp/ when they are refused. */
export async function inputOfForm<T>(
  form: MultipartForm,
  storage: Pick<UploadStore, 'discard'>,
  parse: (fields: Record<string, string>) => T,
): Promise<T> {
  try {
    return parse(form.fields);
  } catch (error) {
    await storage.discard(form.file);
    throw error;
  }
}

/**
 * The multipart parser reports a body it cannot read (no boundary, a truncated part, an
 * unexpected end) as a plain Error with no HTTP status: that is the client's mistake, not ours.
 * Errors of the file system carry a `syscall`, and a bug of ours a TypeError or the like: both
 * stay server errors.
 */
function isMalformedForm(error: unknown): boolean {
  if (!(error instanceof Error) || error.constructor !== Error) return false;
  const { statusCode, syscall } = error as Error & { statusCode?: unknown; syscall?: unknown };
  return statusCode === undefined && syscall === undefined;
}

async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: {
      // The per-kind cap (image or CV) is enforced while streaming; this is the ceiling.
      fileSize: CV_MAX_BYTES,
      files: 1,
      fields: 40,
      parts: 50,
      // A course's syllabus travels as one JSON field.
      fieldSize: 3 * TEXT_LIMITS.moduleContent * 100 + 3 * TEXT_LIMITS.courseDescription,
    },
  });
}

export default fp(multipartPlugin, { name: 'multipart' });
