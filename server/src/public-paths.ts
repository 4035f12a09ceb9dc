/** Public images are served under /uploads; CVs never are (see routes/candidatures.ts). */
export const PUBLIC_UPLOADS_PREFIX = '/uploads/';

export const publicImageUrl = (file: string | null): string | undefined =>
  file ? `${PUBLIC_UPLOADS_PREFIX}${file}` : undefined;
