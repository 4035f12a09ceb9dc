/**
 * Which scripts a page needs beyond the first load, read from Vite's build manifest, so that they
 * are asked for side by side instead of the browser finding them one round trip after another: by
 * the admin's HTML at once, by a rendered page's loader once it has painted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, type Language } from '../../../../shared/domain/constants.ts';
import { sitePageOf } from '../../../../shared/domain/site-routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
  isEntry?: boolean;
}

/** The font files a page draws with (web/src/styles.css): Inter on Latin pages, Cairo on Arabic ones. */
const FONT_FILES: Record<'latin' | 'arabic', RegExp> = {
  latin: /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
  arabic: /\/cairo-(arabic|latin)-wght-normal-[\w-]+\.woff2$/,
};

/** The admin's own module (its route in web/src/routes.tsx): public pages name theirs when rendered. */
const ADMIN_MODULE = 'admin/AdminApp.tsx';
/** What the browser entry runs first on an admin address (it sends the first screen's reads). */
const ADMIN_START_KEY = 'src/admin-first-reads.ts';

/** What a page asks for beside its HTML: its scripts beyond the first load, and its fonts. */
export interface PageAssets {
  /** What index.html itself loads: the entry, first, and what it imports. */
  firstLoad: string[];
  scripts: string[];
  fonts: string[];
}

/**
 * `language`: the page's, as the server rendered it or, for the admin, as the browser will first
 * detect it. `pageModule`: the module of the page rendered (RenderedPage), none for the home page
 * or a page the server could not render.
 */
export type PagePreloads = (pathname: string, language: Language, pageModule?: string) => PageAssets;

export function loadPagePreloads(webDistDir: string): PagePreloads {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return () => ({ firstLoad: [], scripts: [], fonts: [] });
  }
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const initial = entry ? closure(entry) : new Set<string>();
  const firstLoad = [...initial].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  // The app itself (web/src/boot.tsx), which the entry imports once the page has painted: every
  // page needs it, and fetched at once it is ready by then.
  const bootKey = Object.keys(manifest).find((key) => key === 'src/boot.tsx');
  const boot = bootKey ? closure(bootKey) : new Set<string>();
  // Otherwise found only once the page has drawn, fonts would hold its first paint back.
  const assets = entry ? (manifest[entry]!.assets ?? []) : [];
  const fontsOf = (language: string) =>
    assets
      .filter((file) => FONT_FILES[language === 'ar' ? 'arabic' : 'latin'].test(`/${file}`))
      .map((file) => `/${file}`);
  const keyOf = (suffix: string) => Object.keys(manifest).find((key) => key.endsWith(`shared/${suffix}`));

  return (pathname, language, pageModule) => {
    const page = sitePageOf(pathname);
    const module = page === 'admin' ? ADMIN_MODULE : pageModule;
    const pageKey = module && keyOf(module);
    // The text files of shared/i18n/resources.ts this page waits for (French core is in the first
    // load). The admin shows its own language, chosen in the admin and kept in the browser only: its
    // texts are preloaded in its default, French.
    const textFiles =
      page === 'admin'
        ? [`core-${language}`, `site-${FALLBACK_LANGUAGE}`, `admin-${FALLBACK_LANGUAGE}`]
        : pageKey
          ? [`core-${language}`, `site-${language}`]
          : [`core-${language}`];
    const keys = [pageKey, ...textFiles.map((file) => keyOf(`i18n/texts/${file}.ts`))].filter(
      (key) => key !== undefined,
    );
    // The admin's start first: the browser asks a server for a few files at a time, and these
    // small ones send the first screen's reads, which then travel while the rest arrives.
    const files = page === 'admin' ? closure(ADMIN_START_KEY) : new Set<string>();
    for (const file of boot) files.add(file);
    for (const key of keys) closure(key, files);
    return {
      firstLoad,
      scripts: [...files].filter((file) => !initial.has(file) && file.endsWith('.js')).map((file) => `/${file}`),
      fonts: fontsOf(language),
    };
  };
}
