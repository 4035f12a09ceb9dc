/** Text as search compares it: case, accents and Arabic diacritics (tashkeel) ignored. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .trim();
}
