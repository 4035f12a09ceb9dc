/**
 * A rendered public page as a whole HTML document: the built index.html (its scripts and styles)
 * with the page's language and direction, its head (title, description, canonical address, one
 * address per language, Open Graph, Twitter card, JSON-LD), its content, and the answers of its
 * queries for the browser to hydrate with. Everything staff typed is escaped for where it lands.
 */
import {
  FALLBACK_LANGUAGE,
  type Language,
  LANGUAGES,
  SITE_IMAGE_PATH,
} from '../../../../../shared/domain/constants.ts';
import type { PublicCentreSettings } from '../../../../../shared/domain/entities.ts';
import { brandStyleRule, DEFAULT_COLORS } from '../../../../../shared/domain/identity.ts';
import type { RenderedPage } from '../../../../../shared/domain/page-render.ts';
import { escapeHtml } from '../../../infra/http/escape-html.ts';

/** The site's own picture for shared links (web/public/og-image.png): the size link previews draw large. */
const SITE_IMAGE = { width: 1200, height: 630, type: 'image/png' };

/** Open Graph's locales: the country's for French and Arabic, as the centre's visitors write them. */
const OG_LOCALES: Record<Language, string> = { fr: 'fr_TN', en: 'en_US', ar: 'ar_TN' };

/**
 * JSON inside a <script> element: `<`, `>` and `&` written as \u escapes so that no text, a
 * course titled `</script><script>…` included, can end the element or open a comment; the two
 * line separators too, which old parsers of JavaScript refuse in strings.
 */
const SCRIPT_BREAKERS = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(SCRIPT_BREAKERS, (character) => SCRIPT_ESCAPES[character]!);

/**
 * Any page (rendered, or the admin's shell) in the centre's identity: its colours in place of the
 * design tokens' (an unlayered :root rule wins over Tailwind's theme layer), the browser's bar in
 * its primary colour, and its logo's icon as the favicon. Without settings of its own, the page is
 * left as built.
 */
export function withCentreIdentity(
  html: string,
  centre: Pick<PublicCentreSettings, 'primaryColor' | 'accentColor' | 'iconUrl'>,
): string {
  const style = brandStyleRule(centre);
  return html
    .replace(
      /<meta name="theme-color" content="[^"]*" \/>/,
      () => `<meta name="theme-color" content="${escapeHtml(centre.primaryColor ?? DEFAULT_COLORS.primary)}" />`,
    )
    .replace(/<link rel="icon"[^>]*>/, (tag) =>
      centre.iconUrl ? `<link rel="icon" type="image/png" href="${escapeHtml(centre.iconUrl)}" />` : tag,
    )
    .replace('</head>', () => `${style ? `<style id="centre-colors">${style}</style>` : ''}</head>`);
}

export interface DocumentParts {
  page: RenderedPage;
  /** The page's path, without its query: the canonical address and the alternates are built from it. */
  pathname: string;
  /** The page's path in each language, when it has one per language (a course's slugs); the x-default is the French one. */
  paths?: Record<Language, string>;
  publicUrl: string;
  /** Tags the page's first load needs in <head> (preloads of its scripts, fonts and picture). */
  hints: string;
  /** The id of the element the browser reads the queries' answers from. */
  stateElementId: string;
  /** The page's picture as link previews want it, when it has one: its JPEG twin (absolute), with its size. */
  sharingImage?: { url: string; width: number; height: number };
}

/** The picture a shared link shows, with what Open Graph may say of it. */
interface LinkPreviewImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
  alt: string;
}

export function pageDocument(
  template: string,
  { page, pathname, paths, publicUrl, hints, stateElementId, sharingImage }: DocumentParts,
): string {
  const base = publicUrl.replace(/\/$/, '');
  const address = (language?: Language) =>
    `${base}${paths?.[language ?? FALLBACK_LANGUAGE] ?? pathname}${language ? `?lng=${language}` : ''}`;
  const { head } = page;
  // One picture, the JPEG twin when there is one: most link previews take the first og:image, and
  // WhatsApp, Facebook and LinkedIn do not all read WebP. Until the twin is made (a picture kept
  // before twins were), the page's WebP picture as before; without a picture, the site's own.
  const image: LinkPreviewImage = sharingImage
    ? { ...sharingImage, type: 'image/jpeg', alt: head.imageAlt ?? head.title }
    : head.image
      ? { url: head.image, alt: head.imageAlt ?? head.title }
      : { url: `${base}${SITE_IMAGE_PATH}`, ...SITE_IMAGE, alt: head.siteName };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    ...(page.status === 404 || head.noindex
      ? ['<meta name="robots" content="noindex" />']
      : [`<link rel="canonical" href="${escapeHtml(address(page.language))}" />`]),
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(address(language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address())}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', address(page.language)),
    meta('property', 'og:image', image.url),
    ...(image.type ? [meta('property', 'og:image:type', image.type)] : []),
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', OG_LOCALES[page.language]),
    ...LANGUAGES.filter((language) => language !== page.language).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    hints,
  ].join('');

  // Functions, not strings, as replacements: a `$` in staff text is no pattern.
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => meta('name', 'description', head.description))
    .replace('</head>', () => `${tags}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${stateElementId}">${jsonForScript(page.state)}</script>`,
    );
}
