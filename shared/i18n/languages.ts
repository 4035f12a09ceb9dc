import { FALLBACK_LANGUAGE, LANGUAGES, type Language, RTL_LANGUAGES } from '../domain/constants.ts';

export { FALLBACK_LANGUAGE, LANGUAGES, type Language };

/** Each language named in itself, as the language selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';

export const toLanguage = (value: string | undefined): Language => {
  const base = value?.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : FALLBACK_LANGUAGE;
};

/** BCP 47 tags for Intl: Arabic as written in Tunisia, with Latin digits as the centre's documents use. */
export const LOCALE_TAGS: Record<Language, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN-u-nu-latn' };
