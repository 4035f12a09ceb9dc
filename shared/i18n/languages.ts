import { FALLBACK_LANGUAGE, LANGUAGES, type Language, LOCALE_TAGS, RTL_LANGUAGES } from '../domain/constants.ts';

export { FALLBACK_LANGUAGE, LANGUAGES, type Language, LOCALE_TAGS };

/** Each language named in itself, as the language selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';

export const toLanguage = (value: string | undefined): Language => {
  const base = value?.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : FALLBACK_LANGUAGE;
};
