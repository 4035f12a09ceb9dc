import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRobotsTxt, buildSitemap, escapeXml } from '../src/features/seo/sitemap.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { useTestContext } from './support/context.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const FIXED_PAGES = ['/', '/courses', '/entreprises', '/instructors', '/careers', '/about', '/contact', '/privacy'];

interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** The little of the DOM read here: the server's TypeScript knows no DOM, and jsdom ships no types. */
interface XmlElement {
  readonly namespaceURI: string | null;
  readonly localName: string;
  readonly textContent: string;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}
interface XmlDocument extends XmlElement {
  readonly documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => {
    window: { DOMParser: new () => { parseFromString(text: string, type: 'application/xml'): XmlDocument } };
  };
};
// A strict XML parser, as a crawler's: a stray `&` or `<` makes a <parsererror> document.
const { DOMParser } = new JSDOM('').window;

/** The sitemap as a crawler reads it: well-formed XML (or the test fails), one entry per <url>. */
function readSitemap(xml: string): SitemapEntry[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expect(document.documentElement.localName).toBe('urlset');
  return [...document.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]!.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => {
        expect(link.getAttribute('rel')).toBe('alternate');
        return [link.getAttribute('hreflang')!, link.getAttribute('href')!];
      }),
    ),
  }));
}

/** What every page's three entries must be: one per language, each naming the four versions. */
function expectPage(entries: SitemapEntry[], address: string | Record<'fr' | 'en' | 'ar', string>, lastmod?: string) {
  // A fixed page has one address; a course's page one per language, its slug in that language.
  const at = typeof address === 'string' ? { fr: address, en: address, ar: address } : address;
  const bare = at.fr;
  const alternates = { fr: `${at.fr}?lng=fr`, en: `${at.en}?lng=en`, ar: `${at.ar}?lng=ar`, 'x-default': bare };
  const own = entries.filter((entry) => entry.alternates['x-default'] === bare);
  expect(own.map((entry) => entry.loc)).toEqual([alternates.fr, alternates.en, alternates.ar]);
  for (const entry of own) {
    expect(entry.alternates).toEqual(alternates);
    expect(entry.lastmod).toBe(lastmod);
  }
}

describe('the sitemap and robots.txt as text', () => {
  it('escape every address for XML, a course slug as a path segment first', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = buildSitemap("https://www.example.tn/a&b'c", [
      {
        id: 'c0',
        slug: { fr: `x&y<z>"q'/r`, en: `x&y<z>"q'/r`, ar: `x&y<z>"q'/r` },
        updatedAt: '2025-03-04T05:06:07.089Z',
      },
    ]);
    expect(xml).toContain('<loc>https://www.example.tn/a&amp;b&apos;c/course/x%26y%3Cz%3E%22q&apos;%2Fr?lng=en</loc>');
    expect(xml).toContain(
      `hreflang="x-default" href="https://www.example.tn/a&amp;b&apos;c/course/x%26y%3Cz%3E%22q&apos;%2Fr"`,
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const entries = readSitemap(xml);
    expect(entries).toHaveLength((FIXED_PAGES.length + 1) * 3);
    expectPage(entries, `https://www.example.tn/a&b'c/course/x%26y%3Cz%3E%22q'%2Fr`, '2025-03-04T05:06:07.089Z');
  });

  it('give no lastmod for a date it cannot read, rather than a wrong one', () => {
    const entries = readSitemap(
      buildSitemap('https://takwin.example', [
        { id: 'c1', slug: { fr: 'c1', en: 'c1', ar: 'c1' }, updatedAt: 'yesterday' },
      ]),
    );
    expectPage(entries, 'https://takwin.example/course/c1', undefined);
  });

  it('name the sitemap in robots.txt', () => {
    expect(buildRobotsTxt('https://takwin.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nSitemap: https://takwin.example/sitemap.xml\n',
    );
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  const ctx = useTestContext();
  let instructorId: string;
  const publicUrl = 'http://localhost:3000';
  /** A course's page in each language, by its slugs. */
  const pagesOf = (course: { slug: Record<'fr' | 'en' | 'ar', string> }) => ({
    fr: `${publicUrl}/course/${encodeURIComponent(course.slug.fr)}`,
    en: `${publicUrl}/course/${encodeURIComponent(course.slug.en)}`,
    ar: `${publicUrl}/course/${encodeURIComponent(course.slug.ar)}`,
  });

  beforeAll(async () => {
    instructorId = (await createInstructor(ctx))._id;
  });

  const publish = async (id: string) =>
    (await ctx.inject({ method: 'PUT', url: `/api/courses/${id}/publish`, headers: ctx.auth })).json() as {
      isPublished: boolean;
      updatedAt: string;
    };
  const sitemap = () => ctx.inject({ method: 'GET', url: '/sitemap.xml' });

  it('take PUBLIC_URL, whose default is the local address and port', () => {
    expect(ctx.config.publicUrl).toBe(publicUrl);
  });

  it('answer robots.txt as plain text, not as a page of the site', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nSitemap: ${publicUrl}/sitemap.xml\n`,
    );
    const again = await ctx.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('list every public page and every published course in three languages, never a draft', async () => {
    const published = await createCourse(ctx, instructorId);
    const { updatedAt } = await publish(published._id);
    const draft = await createCourse(ctx, instructorId);

    const response = await sitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      response.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const entries = readSitemap(response.body);
    expect(entries).toHaveLength((FIXED_PAGES.length + 1) * 3);
    // The fixed pages carry no lastmod (see features/seo/sitemap.ts); a course's page, its course's last change.
    for (const page of FIXED_PAGES) expectPage(entries, `${publicUrl}${page}`, undefined);
    expectPage(entries, pagesOf(published), updatedAt);
    // By slug, not by id.
    expect(response.body).not.toContain(published._id);
    expect(response.body).not.toContain(draft.slug.fr);
    for (const hidden of ['/login', '/admin']) expect(response.body).not.toContain(`${publicUrl}${hidden}`);
  });

  it('come from memory, with an ETag and 304, compressed to a client that takes it', async () => {
    const stamps = vi.spyOn(ctx.app.repos.courses, 'publishedStamps');
    const first = await sitemap();
    for (let visit = 0; visit < 10; visit++) expect((await sitemap()).body).toBe(first.body);
    expect(stamps.mock.calls.length).toBeLessThanOrEqual(1);
    stamps.mockRestore();

    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const packed = await ctx.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(zlib.gunzipSync(packed.rawPayload).toString('utf8')).toBe(first.body);
    expect(packed.headers.etag).not.toBe(etag);
  });

  it('change as soon as an admin publishes or unpublishes a course', async () => {
    const course = await createCourse(ctx, instructorId);
    const before = await sitemap(); // now held in memory
    expect(before.body).not.toContain(course.slug.fr);
    const etag = String(before.headers.etag);

    const { updatedAt } = await publish(course._id);
    const listed = await ctx.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers.etag).not.toBe(etag);
    expectPage(readSitemap(listed.body), pagesOf(course), updatedAt);

    expect((await publish(course._id)).isPublished).toBe(false);
    const unlisted = await sitemap();
    expect(unlisted.body).not.toContain(course.slug.fr);
    expect(unlisted.body).toBe(before.body);
  });

  it('drop a deleted course at once, and leave the sitemap alone on a refused write', async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    expect((await sitemap()).body).toContain(course.slug.fr);
    const stamps = vi.spyOn(ctx.app.repos.courses, 'publishedStamps');
    await ctx.inject({ method: 'PUT', url: '/api/courses/unknown/publish', headers: ctx.auth });
    await sitemap();
    expect(stamps).not.toHaveBeenCalled();
    stamps.mockRestore();
    await ctx.inject({ method: 'DELETE', url: `/api/courses/${course._id}`, headers: ctx.auth });
    expect((await sitemap()).body).not.toContain(course.slug.fr);
  });

  it('list courses newest first, each with its own last change', async () => {
    const older = await createCourse(ctx, instructorId);
    const newer = await createCourse(ctx, instructorId);
    const olderStamp = (await publish(older._id)).updatedAt;
    const newerStamp = (await publish(newer._id)).updatedAt;
    const entries = readSitemap((await sitemap()).body);
    const at = (course: typeof older) => entries.findIndex((entry) => entry.loc === `${pagesOf(course).fr}?lng=fr`);
    expect(at(newer)).toBeGreaterThan(-1);
    expect(at(newer)).toBeLessThan(at(older));
    expectPage(entries, pagesOf(older), olderStamp);
    expectPage(entries, pagesOf(newer), newerStamp);
  });
});

describe('the sitemap at another address', () => {
  const ctx = useTestContext({ env: { PUBLIC_URL: "https://www.example.tn/centre&co's/" } });

  it('starts every address with PUBLIC_URL, escaped for XML', async () => {
    const base = "https://www.example.tn/centre&co's";
    const response = await ctx.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.body).toContain('<loc>https://www.example.tn/centre&amp;co&apos;s/courses?lng=ar</loc>');
    const entries = readSitemap(response.body);
    for (const page of FIXED_PAGES) expectPage(entries, `${base}${page}`, undefined);
    const robots = await ctx.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${base}/sitemap.xml\n`);
  });
});
