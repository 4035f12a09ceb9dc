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
