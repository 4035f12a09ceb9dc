/**
 * i18next for every screen. Detection follows SPEC §9 (?lng, cookie, localStorage, sessionStorage,
 * browser, <html lang>), the choice is cached in localStorage, French is the fallback. This is the
 * one place that sets <html lang> and dir.
 */
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from './languages.ts';
import { frenchMessages, loadMessages } from './resources.ts';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    loadMessages(toLanguage(language)).then(
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
      resources: { fr: { translation: frenchMessages } },
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

export { i18next };
