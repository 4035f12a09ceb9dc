/**
 * Public images are served under /uploads (by this server, from whichever storage driver), or
 * straight from a public bucket or CDN when PUBLIC_UPLOADS_URL is set; CVs never are (see
 * features/requests/candidatures-routes.ts).
 */
export const PUBLIC_UPLOADS_PREFIX = '/uploads/';

/** Where API answers point pictures: this server's /uploads/, or PUBLIC_UPLOADS_URL. One per process. */
let publicImagesBase = PUBLIC_UPLOADS_PREFIX;

/** Set once at start from the configuration (buildApp); undefined serves pictures from /uploads. */
export function setPublicUploadsUrl(url: string | undefined): void {
  publicImagesBase = url ? `${url.replace(/\/+$/, '')}/` : PUBLIC_UPLOADS_PREFIX;
}

export const publicImageUrl = (file: string | null): string | undefined =>
  file ? `${publicImagesBase}${file}` : undefined;
