import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { loadMessages } from './resources.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');
const sectionsOf = (language: string, files: string[]) =>
  files
    .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as object))
    .sort();

describe('text groups', () => {
  it.each(LANGUAGES)(
    '%s: core, site and admin together hold every file once, and public pages hold no admin text',
    async (language) => {
      const files = fs.readdirSync(path.join(LOCALES, language));
      const adminFiles = files.filter((file) => /^(admin|desktop)/.test(file));
      const core = Object.keys(await loadMessages(language, 'core')).sort();
      const site = Object.keys(await loadMessages(language, 'site')).sort();
      const all = Object.keys(await loadMessages(language, 'all')).sort();
      expect(core).toEqual(sectionsOf(language, ['common.json', 'catalog.json', 'home.json']));
      expect(site).toEqual(
        sectionsOf(
          language,
          files.filter((file) => !adminFiles.includes(file)),
        ),
      );
      expect(all).toEqual(sectionsOf(language, files));
    },
  );
});
