/**
 * A course's readable address, one per language (`/course/excel-avance`, `/course/إكسل-متقدم?lng=ar`):
 * made from its title when it is created, then kept (a new title does not move it), and editable by
 * staff. Every slug a course ever had stays its own, so an old address still leads to it (the server
 * answers 301 to the current one), as does the course's id.
 */
import { z } from 'zod';
import { withCode } from './validation-codes.ts';

/** Short enough for a shared link, and within what an id may be (IdSchema: 64), as GET /api/courses/:id reads either. */
export const SLUG_MAX_LENGTH = 60;

/** Lowercase letters of any script (Arabic included), digits, and single hyphens between them. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;

/** Letters that no decomposition turns into plain Latin ones. */
const LATIN_LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ı: 'i' };

/**
 * A slug from a title: accents taken off Latin letters (é → e), Arabic letters kept without their
 * vowel marks (harakat, which nobody types in an address), anything else a hyphen. Empty when the
 * title has no letter or digit at all.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    // Combining marks: Latin accents and the Arabic short vowels, shadda, sukun and tatweel; not
    // the hamza and madda of أ إ آ, which NFC puts back on their alef.
    .replace(/(?![\u0653-\u0655])[\p{Mn}\u0640]/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (letter) => LATIN_LIGATURES[letter]!)
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return trimToLength(words, SLUG_MAX_LENGTH);
}

/** A slug cut to `length` characters at most, never ending with a hyphen. */
export function trimToLength(slug: string, length: number): string {
  return [...slug].slice(0, length).join('').replace(/-+$/, '');
}

/** The `n`th candidate for a slug already taken: `base-2`, `base-3`…, within the length. */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${trimToLength(base, SLUG_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** A slug staff type: lowercase letters, digits and hyphens; blank or missing means "keep it" (or "make it from the title"). */
const slugInput = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z
    .string()
    .trim()
    .max(SLUG_MAX_LENGTH, { error: `At most ${SLUG_MAX_LENGTH} characters.` })
    .refine((slug) => SLUG_PATTERN.test(slug), {
      error: 'Use lowercase letters, digits and hyphens only (no spaces, no hyphen at either end).',
      ...withCode('slug'),
    })
    .optional(),
);

export const CourseSlugInputSchema = z.object({ fr: slugInput, en: slugInput, ar: slugInput });
export type CourseSlugInput = z.output<typeof CourseSlugInputSchema>;
