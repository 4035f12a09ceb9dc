import { FALLBACK_LANGUAGE, type Language } from './constants.ts';

/** A per-language text in the current language, falling back to French when missing or blank. */
export function localize(text: Partial<Record<Language, string>> | undefined, language: string): string {
  const value = text?.[language as Language];
  return value && value.trim() !== '' ? value : (text?.[FALLBACK_LANGUAGE] ?? '');
}

/** The same fallback for the per-language learning lists. */
export function localizeList(lists: Partial<Record<Language, string[]>> | undefined, language: string): string[] {
  const value = lists?.[language as Language];
  return value && value.length > 0 ? value : (lists?.[FALLBACK_LANGUAGE] ?? []);
}
