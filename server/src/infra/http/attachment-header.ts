/** The Content-Disposition of a file an admin downloads (a CV, a CSV export). */

/** RFC 6266: an ASCII fallback, and the exact name in UTF-8 for browsers that read it. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
