import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_SUMMARY_CODES } from '../domain/audit.ts';
import { VALIDATION_CODES } from '../domain/validation-codes.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');
const flatten = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];
const read = (language: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as unknown;

describe('translations', () => {
  const files = fs.readdirSync(path.join(LOCALES, 'fr'));

  it('have the same files in every language', () => {
    for (const language of ['en', 'ar'])
      expect(fs.readdirSync(path.join(LOCALES, language)).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s has the same keys in fr, en and ar, none empty', (file) => {
    const french = flatten(read('fr', file)).sort();
    for (const language of ['en', 'ar']) {
      expect(flatten(read(language, file)).sort(), `${language}/${file}`).toEqual(french);
    }
    for (const language of ['fr', 'en', 'ar']) {
      const values = JSON.stringify(read(language, file));
      expect(values, `${language}/${file} has an empty text`).not.toContain('""');
    }
  });

  it('gives each top-level section to one file only', () => {
    const owners = new Map<string, string>();
    for (const file of files) {
      for (const section of Object.keys(read('fr', file) as object)) {
        expect(owners.get(section), `${section} in ${file} and ${owners.get(section)}`).toBeUndefined();
        owners.set(section, file);
      }
    }
  });

  it('writes Arabic in Arabic letters', () => {
    for (const file of files) {
      const texts = flatten(read('ar', file)).map((key) => key);
      expect(texts.length).toBeGreaterThan(0);
      expect(JSON.stringify(read('ar', file))).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('types every French file as translation keys (i18next.d.ts), so a key none has fails the type check', () => {
    const declared = fs.readFileSync(path.join(import.meta.dirname, 'i18next.d.ts'), 'utf8');
    for (const file of fs.readdirSync(path.join(LOCALES, 'fr')))
      expect(declared, file).toContain(`from './locales/fr/${file}'`);
  });

  it("translates every code the server's errors carry (the screens show api_errors.<code>, never the English message)", () => {
    const serverSources = (folder: string): string[] =>
      fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(folder, entry.name);
        return entry.isDirectory() ? serverSources(file) : file.endsWith('.ts') ? [file] : [];
      });
    const codes = new Set<string>();
    for (const file of serverSources(path.join(import.meta.dirname, '../../server/src'))) {
      for (const [, code] of fs.readFileSync(file, 'utf8').matchAll(/(?<!detail: \{ )\bcode: '([a-z_]+)'/g))
        codes.add(code!);
    }
    // A field's code is translated beside its field (forms.errors), not as the answer's; an audit row's detail has its own texts.
    const otherCodes: readonly string[] = [...VALIDATION_CODES, ...AUDIT_SUMMARY_CODES];
    const answerCodes = [...codes].filter((code) => !otherCodes.includes(code));
    expect(answerCodes).toContain('course_has_session_leads');
    for (const language of ['fr', 'en', 'ar']) {
      const translated = Object.keys((read(language, 'api.json') as { api_errors: object }).api_errors);
      expect(
        answerCodes.filter((code) => !translated.includes(code)),
        `${language}/api.json`,
      ).toEqual([]);
    }
  });
});
