/** The site's own translations, so journeys find buttons by the words a visitor reads. */
import fs from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const LOCALES = path.resolve(import.meta.dirname, '../../shared/i18n/locales');

const load = (language: string): Tree =>
  Object.assign(
    {},
    ...fs
      .readdirSync(path.join(LOCALES, language))
      .map((file) => JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree),
  );

const trees: Record<string, Tree> = { fr: load('fr'), en: load('en'), ar: load('ar') };

/** The text of `key` in `language`, with {{placeholders}} filled from `values`. */
export function text(key: string, language = 'fr', values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      trees[language],
    );
  if (typeof found !== 'string') throw new Error(`no text for ${language}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
