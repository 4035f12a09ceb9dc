/**
 * i18next for every screen. Detection follows SPEC §9 (?lng, cookie, localStorage, sessionStorage,
 * browser, <html lang>), the choice is cached in localStorage, French is the fallback. This is the
 * one place that sets <html lang> and dir.
 */
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from './languages.ts';
import { frenchCoreMessages, loadMessages, type TranslationScope } from './resources.ts';

/** 'core' until a page beyond the home page is wanted; from then on every language loads whole. */
let scope: TranslationScope = 'core';
let everything: Promise<void> | undefined;

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    loadMessages(toLanguage(language), scope).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export function applyDocumentLanguage(language: string): void {
  const lang = toLanguage(language);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export async function initI18n(): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      partialBundledLanguages: true,
      resources: { fr: { translation: frenchCoreMessages } },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LANGUAGE);
  return i18next;
}

/**
 * Loads every text of the current language and of French (the fallback). Lazy pages wait for it
 * before they render, so none shows a missing text; later language changes load whole languages.
 */
export function loadAllTranslations(): Promise<void> {
  scope = 'all';
  everything ??= (async () => {
    // Languages already loaded hold only their core texts: complete them too.
    const loaded = LANGUAGES.filter((language) => i18next.hasResourceBundle(language, 'translation'));
    const languages = new Set([toLanguage(i18next.resolvedLanguage), FALLBACK_LANGUAGE, ...loaded]);
    await Promise.all(
      [...languages].map(async (language) => {
        i18next.addResourceBundle(language, 'translation', await loadMessages(language, 'all'), true, true);
      }),
    );
  })();
  return everything;
}

export { i18next };
