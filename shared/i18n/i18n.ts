/**
 * i18next for every screen. Detection follows SPEC §9 (?lng, cookie, localStorage, sessionStorage,
 * browser, <html lang>), the site's choice is cached in localStorage, French is the fallback. This
 * is the one place that sets <html lang> and dir.
 *
 * The admin keeps a language of its own (ADMIN_LANGUAGE_KEY, French until chosen): one i18next
 * instance serves the site and the admin, so the admin puts its language on screen while it is
 * mounted and gives the site's back as it leaves. Neither ever writes the other's stored choice,
 * but for one moment: signing in keeps the language the sign-in page was read in as the admin's
 * (`/login?lng=ar` opens the admin in Arabic). Otherwise ?lng= is the site's parameter.
 */
import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_SECONDS, LANGUAGE_PARAM } from '../domain/constants.ts';
import { centreTextVariables } from '../domain/identity.ts';
import { directionOf, FALLBACK_LANGUAGE, type Language, LANGUAGES, toLanguage } from './languages.ts';
import { frenchCoreMessages, loadMessages, type TranslationScope } from './resources.ts';

/** How much of each language is loaded: it only grows (core, then the site, then the admin too). */
let scope: TranslationScope = 'core';
const SCOPE_ORDER: TranslationScope[] = ['core', 'site', 'all'];
const rank = (value: TranslationScope) => SCOPE_ORDER.indexOf(value);
/** What each language holds: French starts with its core bundled in the page. */
const held = new Map<Language, TranslationScope>([[FALLBACK_LANGUAGE, 'core']]);
const loading = new Map<string, Promise<void>>();

/** Where the public site's choice is kept (the detector's own key). */
export const SITE_LANGUAGE_KEY = 'i18nextLng';
/** Where the admin's choice is kept, apart from the site's. */
export const ADMIN_LANGUAGE_KEY = 'takwin-admin-language';
const detector = new LanguageDetector();

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

/** The centre the texts name (`{{centre}}`), as last told by setCentreIdentity; none: the neutral name. */
let centre: Parameters<typeof centreTextVariables>[0];

/** Puts the centre's names in i18next's default variables, in the language on screen (the neutral name is per language). */
function applyCentreVariables(language: string): void {
  i18next.options.interpolation = {
    ...i18next.options.interpolation,
    defaultVariables: centreTextVariables(centre, toLanguage(language)),
  };
}

/**
 * The centre's names for every text that says them: the browser's entry calls it with the
 * settings the page arrived with (and again when they change), before anything is rendered.
 */
export function setCentreIdentity(settings: Parameters<typeof centreTextVariables>[0]): void {
  centre = settings;
  if (i18next.isInitialized) applyCentreVariables(i18next.resolvedLanguage ?? i18next.language);
}

export function applyDocumentLanguage(language: string): void {
  const lang = toLanguage(language);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/**
 * `language`: the language the server rendered the page in (its <html lang>), which the page
 * must hydrate in; the server has already followed the detection order. Without it (the admin,
 * a page the server did not render) the browser detects the language itself.
 */
export async function initI18n({ language }: { language?: string } = {}): Promise<typeof i18next> {
  if (i18next.isInitialized) return i18next;
  i18next.on('languageChanged', applyDocumentLanguage);
  // Before react-i18next's own listener re-renders the texts: a neutral name is per language.
  i18next.on('languageChanged', applyCentreVariables);
  await i18next
    .use(lazyBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      partialBundledLanguages: true,
      resources: { fr: { translation: frenchCoreMessages } },
      ...(language && { lng: toLanguage(language) }),
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: LANGUAGE_PARAM,
        lookupLocalStorage: SITE_LANGUAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE,
        // A year: the server renders the next visit in the language chosen now.
        cookieMinutes: LANGUAGE_COOKIE_SECONDS / 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // Cached here (cacheSiteLanguage), not by i18next: it would store every change, the
        // admin's included, as the site's choice.
        caches: [],
      },
      interpolation: { escapeValue: false, defaultVariables: centreTextVariables(centre, toLanguage(language)) },
      react: { useSuspense: true },
      returnNull: false,
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LANGUAGE);
  // SPEC §9: the detected language (?lng= included) is remembered as the site's choice.
  cacheSiteLanguage(i18next.language);
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

/** The language last asked for, while its change waits for its texts; then i18next's own. */
let requestedLanguage: string | undefined;
let languageChanges: Promise<void> = Promise.resolve();

/**
 * Changes the language once its texts are there, so the page never shows a missing one. Changes
 * run one after the other: the last one asked for is the one on screen, whichever texts load first.
 */
function showLanguage(language: string): Promise<void> {
  requestedLanguage = language;
  const change = languageChanges
    .then(async () => {
      await ensureLanguage(toLanguage(language), scope);
      await i18next.changeLanguage(language);
    })
    .finally(() => {
      if (requestedLanguage === language) requestedLanguage = undefined;
    });
  languageChanges = change.catch(() => undefined);
  return change;
}

const currentLanguage = () => requestedLanguage ?? i18next.language;

/** Kept in the browser and in the cookie the server reads, so the two always agree. */
function cacheSiteLanguage(language: string): void {
  detector.cacheUserLanguage(language, ['localStorage', 'cookie']);
}

/** The public site's language selector: shows `language` and remembers it as the site's choice. */
export async function switchLanguage(language: string): Promise<void> {
  cacheSiteLanguage(language);
  await showLanguage(language);
}

/** The admin's stored choice, French until one is made (or when storage cannot be read). */
export function storedAdminLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(ADMIN_LANGUAGE_KEY) ?? FALLBACK_LANGUAGE);
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

/** The site's language, set aside while an admin screen shows its own; undefined outside the admin. */
let siteLanguageAside: string | undefined;

/**
 * Puts the admin's language on screen (with every text: the admin's are needed) until `leave()`
 * gives the site its language back. Only the outermost holder gives it back: the desktop app, all
 * admin, holds the admin's language for its whole life and the admin screens inside it leave nothing.
 */
export function enterAdminLanguage(): { ready: Promise<void>; leave(): void } {
  const outermost = siteLanguageAside === undefined;
  if (outermost) siteLanguageAside = currentLanguage();
  scope = 'all';
  return {
    ready: showLanguage(storedAdminLanguage()),
    leave() {
      if (!outermost || siteLanguageAside === undefined) return;
      const siteLanguage = siteLanguageAside;
      siteLanguageAside = undefined;
      void showLanguage(siteLanguage);
    },
  };
}

/** Remembers `language` as the admin's choice, without showing it. */
export function rememberAdminLanguage(language: string): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_KEY, toLanguage(language));
  } catch {
    // Storage refused (private mode, quota): the choice holds until the page is left.
  }
}

/** The admin's language selector: shows `language` and remembers it as the admin's choice only. */
export async function switchAdminLanguage(language: Language): Promise<void> {
  rememberAdminLanguage(language);
  await showLanguage(language);
}

/** Every text, the admin's included: the admin screens and the desktop app. */
export const loadAllTranslations = () => loadTranslations('all');

/**
 * Every text in the admin's own language, ahead of the admin's first render: loading the site's
 * language instead would make the admin wait for a second round of texts once it is mounted.
 */
export function loadAdminTranslations(): Promise<void> {
  scope = 'all';
  return ensureLanguage(storedAdminLanguage(), 'all');
}

export { i18next };
