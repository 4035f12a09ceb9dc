/** The CV checks of SPEC §5, made before anything is sent: present, .pdf/.doc/.docx, at most 5 MB. */
import { CV_EXTENSIONS, CV_MAX_BYTES } from '../../domain/constants.ts';
import { type Language, LOCALE_TAGS } from '../../i18n/languages.ts';

export type CvProblem = 'cv_required_error' | 'cv_type_error' | 'cv_size_error';

export function cvProblem(file: File | undefined): CvProblem | undefined {
  if (!file) return 'cv_required_error';
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'cv_type_error';
  if (file.size > CV_MAX_BYTES) return 'cv_size_error';
  return undefined;
}

/** The limit as people read it ("5 MB"), derived from the constant so the two never disagree. */
export const cvMaxMegabytes = CV_MAX_BYTES / (1024 * 1024);

/** A file size in the visitor's language: "240 KB", "1.3 MB". */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(LOCALE_TAGS[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
