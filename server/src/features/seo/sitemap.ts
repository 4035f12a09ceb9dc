/**
 * The sitemap and robots.txt of the public site, as text: pure functions of the site's address
 * (PUBLIC_URL) and the published courses. features/seo/routes.ts keeps and sends them.
 */
import {
  coursePath,
  type Language,
  LANGUAGES,
  SITE_PAGE_PATHS,
  type SitePage,
} from '../../../../shared/domain/index.ts';

/** What the sitemap needs of a published course. */
export interface SitemapCourse {
  id: string;
  /** Its address per language. */
  slug: Record<Language, string>;
  /** ISO 8601, as the database keeps it. */
  updatedAt: string;
}

/**
 * Pages that are of no use to a visitor from a search engine (the sign-in page is `noindex`);
 * `course` is listed once per published course.
 */
const NOT_LISTED = new Set<SitePage>(['login', 'admin', 'course']);

/** The site's fixed public pages, from the one list of its addresses: a page added there is listed here too. */
export const SITEMAP_PAGES: readonly string[] = Object.entries(SITE_PAGE_PATHS)
  .filter(([page]) => !NOT_LISTED.has(page as SitePage))
  .map(([, pathname]) => pathname);

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML content and attribute values (either quote). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A W3C datetime (the ISO form, UTC), or undefined for a value that is no date. */
function w3cDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * Every listed page in each of the site's languages, one `<url>` per language. A page's language
 * is chosen by `?lng=` (the site's language switch reads it first), so `?lng=fr|en|ar` names each
 * version; the bare address, which lets the visitor's browser choose (French as the fallback), is
 * the `x-default`. Each entry names all four, itself included, as search engines ask.
 *
 * `lastmod`: a course's page carries its course's last change. The fixed pages carry none: what
 * they show changes with things that keep no date (instructors, the centre's settings, a course
 * unpublished or deleted, a new build of the site), and a wrong date is worse than none.
 *
 * One file holds 50,000 addresses at most: three per course, that is past 16,000 published
 * courses, far beyond a training centre's catalogue.
 */
export function buildSitemap(publicUrl: string, courses: readonly SitemapCourse[]): string {
  const pages = [
    ...SITEMAP_PAGES.map((pathname) => ({
      pathFor: (_language?: Language) => pathname,
      lastmod: undefined as string | undefined,
    })),
    // A course's page has one address per language, its slug in that language; the French one is the x-default.
    ...courses.map((course) => ({
      pathFor: (language: Language = 'fr') => coursePath({ _id: course.id, slug: course.slug }, language),
      lastmod: w3cDate(course.updatedAt),
    })),
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { pathFor, lastmod } of pages) {
    const bare = `${publicUrl}${pathFor()}`;
    const versions = LANGUAGES.map((language) => ({
      hreflang: language as string,
      href: `${publicUrl}${pathFor(language)}?lng=${language}`,
    }));
    const alternates = [...versions, { hreflang: 'x-default', href: bare }].map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    for (const { href } of versions) {
      lines.push('  <url>', `    <loc>${escapeXml(href)}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Crawlers may read the site, not the admin area or the API; the sitemap says what there is. */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
