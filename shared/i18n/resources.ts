/**
 * Translations, one JSON file per feature and language (locales/<lang>/<feature>.json), merged into
 * one namespace. French, the fallback, ships with the page; English and Arabic load on demand.
 */
import type { Language } from './languages.ts';

type Messages = Record<string, unknown>;

const french = import.meta.glob<Messages>('./locales/fr/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Messages>(['./locales/en/*.json', './locales/ar/*.json'], { import: 'default' });

const merge = (files: Messages[]): Messages => Object.assign({}, ...files);

export const frenchMessages: Messages = merge(Object.values(french));

export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'fr') return frenchMessages;
  const loaders = Object.entries(others)
    .filter(([file]) => file.startsWith(`./locales/${language}/`))
    .map(([, load]) => load());
  return merge(await Promise.all(loaders));
}
