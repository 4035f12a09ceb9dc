/** The content screen's labels are made from the texts' keys: every one it can make has its words in fr, en and ar. */
import fs from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SITE_TEXT_PAGES } from '../../domain/site-content.ts';
import { groupLabel, partLabel, siteTextGroups } from './site-text-fields.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../i18n/locales');
const words = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'admin-content.json'), 'utf8')) as Record<string, unknown>;
const has = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) !==
  undefined;

describe("the content screen's labels", () => {
  it('name every group and part of every page with a key the three languages have', () => {
    const keys = new Set<string>();
    const t = ((key: string) => {
      keys.add(key);
      return key;
    }) as unknown as TFunction;
    for (const page of SITE_TEXT_PAGES) {
      for (const { group, fields } of siteTextGroups(page)) {
        groupLabel(t, page, group);
        for (const field of fields) partLabel(t, field, fields);
      }
    }
    expect(keys.size).toBeGreaterThan(10);
    for (const language of ['fr', 'en', 'ar']) {
      const tree = words(language);
      for (const key of keys) expect(has(tree, key), `${language}: ${key}`).toBe(true);
    }
  });
});
