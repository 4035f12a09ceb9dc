/**
 * Translations, one JSON file per feature and language (locales/<lang>/<feature>.json), merged into
 * one namespace. The first page needs only the core files; French core ships with the page (it is
 * the fallback), everything else loads on demand: another language's core at start, the rest of
 * the site's texts when the visitor first leaves the home page.
 */
import type { Language } from './languages.ts';

type Messages = Record<string, unknown>;

const CORE_FEATURES = ['common', 'catalog', 'home'];
/** Texts only the admin screens (browser or desktop) use: public pages never load them. */
const ADMIN_FEATURES = ['admin', 'admin-courses', 'admin-inbox', 'desktop'];

const frenchCore = import.meta.glob<Messages>(['./locales/fr/common.json', './locales/fr/catalog.json', './locales/fr/home.json'], {
  eager: true,
  import: 'default',
});
const files = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' });

const merge = (parts: Messages[]): Messages => Object.assign({}, ...parts);
const featureOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length);

export const frenchCoreMessages: Messages = merge(Object.values(frenchCore));

/** Every feature file name (for tests that need all texts at once). */
export const ALL_FEATURES: string[] = [...new Set(Object.keys(files).map(featureOf))];

/** What is loaded: the first page's texts, the whole public site's, or everything (admin too). */
export type TranslationScope = 'core' | 'site' | 'all';

const inScope = (feature: string, scope: TranslationScope) =>
  scope === 'all' || CORE_FEATURES.includes(feature) || (scope === 'site' && !ADMIN_FEATURES.includes(feature));

export async function loadMessages(language: Language, scope: TranslationScope): Promise<Messages> {
  const loaders = Object.entries(files)
    .filter(([file]) => file.startsWith(`./locales/${language}/`) && inScope(featureOf(file), scope))
    .map(([, load]) => load());
  return merge(await Promise.all(loaders));
}
