/**
 * i18next for every screen. Detection follows SPEC §9 (?lng, cookie, localStorage, sessionStorage,
 * browser, <html lang>), the choice is cached in localStorage, French is the fallback. This is the
 * one place that sets <html lang> and dir.
 */
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, type Language, LANGUAGES, toLanguage } from './languages.ts';
import { frenchCoreMessages, loadMessages, type TranslationScope } from './resources.ts';

/** How much of each language is loaded: it only grows (core, then the site, then the admin too). */
let scope: TranslationScope = 'core';
const SCOPE_ORDER: TranslationScope[] = ['core', 'site', 'all'];
const rank = (value: TranslationScope) => SCOPE_ORDER.indexOf(value);
/** What each language holds: French starts with its core bundled in the page. */
const held = new Map<Language, TranslationScope>([[FALLBACK_LANGUAGE, 'core']]);
const loading = new Map<string, Promise<void>>();

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    held.set(toLanguage(language), scope);
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

/** Brings `language` up to `wanted` (every language's files hold the same keys: no fallback needed). */
function ensureLanguage(language: Language, wanted: TranslationScope): Promise<void> {
  if (rank(held.get(language) ?? 'core') >= rank(wanted)) return Promise.resolve();
  const key = `${language}:${wanted}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadMessages(language, wanted).then((messages) => {
      i18next.addResourceBundle(language, 'translation', messages, true, true);
      held.set(language, wanted);
    });
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the texts of `wanted` (the public site's, or all of them, admin included) in the current
 * language. Lazy pages wait for it before they render, so none shows a missing text.
 */
export function loadTranslations(wanted: Exclude<TranslationScope, 'core'>): Promise<void> {
  if (rank(wanted) > rank(scope)) scope = wanted;
  return ensureLanguage(toLanguage(i18next.resolvedLanguage), wanted);
}

/** Changes the language once its texts are there, so the page never shows a missing one. */
export async function switchLanguage(language: string): Promise<void> {
  await ensureLanguage(toLanguage(language), scope);
  await i18next.changeLanguage(language);
}

/** Every text, the admin's included: the admin screens and the desktop app. */
export const loadAllTranslations = () => loadTranslations('all');

export { i18next };
