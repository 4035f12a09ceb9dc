import { PHONE_NUMBER } from './constants.ts';

// Every combining mark once decomposed (Latin accents; Arabic short vowels, tanwin, shadda, sukun,
// dagger alif, the hamza and madda of أ إ آ) and the tatweel: people type "developpement" or
// "تطوير" without them.
const MARKS = /[\p{M}\u0640]/gu;

/** The form of a text that search compares: no case, no accents, no tashkeel, single spaces. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A phone number's digits alone, or nothing for a text that is not one (as the forms take it).
 * Search keeps both forms of a request's phone, and looks for a number typed by staff by its
 * digits: "98765432" finds "+216 98 765 432", and "98 765 432" finds "98765432".
 */
export function phoneDigits(text: string): string | undefined {
  return PHONE_NUMBER.test(text.trim()) ? text.replace(/\D/g, '') : undefined;
}
