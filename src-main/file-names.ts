/**
 * File names for the files saved on the admin's disk (CVs, CSV exports). A CV's name comes from an
 * applicant, through the server: every name is reduced to a plain name that every desktop system
 * accepts, never a path.
 */

const MAX_STEM_LENGTH = 150;
// Names Windows reserves for devices, whatever the extension.
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

export function safeFileName(name: string, fallbackStem = 'cv'): string {
  const base = name.replaceAll('\\', '/').split('/').pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    // Windows drops trailing dots and spaces.
    .replace(/[\s.]+$/, '');
  const match = /^(.*?)(\.[A-Za-z0-9]{1,8})?$/.exec(cleaned);
  // A leading dot would hide the file on Linux and macOS.
  let stem = (match?.[1] ?? '')
    .replace(/^[\s.]+/, '')
    .trim()
    .slice(0, MAX_STEM_LENGTH)
    .trim();
  const extension = (match?.[2] ?? '').toLowerCase();
  if (!stem) stem = fallbackStem;
  if (WINDOWS_DEVICE_NAMES.test(stem)) stem = `${stem}_`;
  return `${stem}${extension}`;
}

/** `name` (already safe) ending in `extension` (such as '.csv'): the one it has is replaced. */
export function withExtension(name: string, extension: string): string {
  if (name.toLowerCase().endsWith(extension.toLowerCase())) return name;
  return `${name.replace(/\.[A-Za-z0-9]{1,8}$/, '')}${extension}`;
}

/** The file name an HTTP answer gives in Content-Disposition (RFC 6266), the UTF-8 form first. */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const value = (plain?.[1] ?? plain?.[2])?.trim();
  return value || undefined;
}
