/**
 * Why the storage refused a file, in its own terms: storage knows nothing of HTTP. The error
 * handler (infra/http/errors.ts) answers each reason with its status and the `code` the UI translates.
 */
export type UploadRefusal = 'file_empty' | 'file_too_large' | 'image_type' | 'image_unreadable' | 'cv_type';

export class UploadRefused extends Error {
  constructor(
    readonly reason: UploadRefusal,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}
