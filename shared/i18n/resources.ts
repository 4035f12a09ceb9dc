/**
 * Translations, one JSON file per feature and language (locales/<lang>/<feature>.json), merged into
 * one namespace and shipped in three groups per language (texts/<group>-<lang>.ts), each one file
 * for the browser to fetch:
 * - core: what the first page needs; French core ships inside the page (it is the fallback);
 * - site: the rest of the public site, loaded when the visitor first leaves the home page;
 * - admin: the admin screens' own texts, which public pages never load.
 */
import type { Language } from './languages.ts';
import frenchCore from './texts/core-fr.ts';
import type { Messages } from './texts/merge.ts';

const groups = import.meta.glob<Messages>(['./texts/{core,site,admin}-*.ts', '!./texts/core-fr.ts'], {
  import: 'default',
});

export const frenchCoreMessages: Messages = frenchCore;

/** What is loaded: the first page's texts, the whole public site's, or everything (admin too). */
export type TranslationScope = 'core' | 'site' | 'all';

const GROUPS_OF: Record<TranslationScope, string[]> = {
  core: ['core'],
  site: ['core', 'site'],
  all: ['core', 'site', 'admin'],
};

export async function loadMessages(language: Language, scope: TranslationScope): Promise<Messages> {
  const parts = await Promise.all(
    GROUPS_OF[scope].map((group) =>
      language === 'fr' && group === 'core' ? frenchCore : groups[`./texts/${group}-${language}.ts`]!(),
    ),
  );
  return Object.assign({}, ...parts) as Messages;
}
