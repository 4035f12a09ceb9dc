/**
 * The public pages as the server sends them (issue 14): rendered by the site's own renderer
 * (web/src/entry-server.tsx, run here through Vite as the build runs it), in the visitor's
 * language, with their head (title, description, canonical, alternates, Open Graph, JSON-LD),
 * readable without JavaScript, cached and cleared by admin writes; the app's shell when there is
 * no renderer or it fails. The build's index.html is a stand-in written here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharingImageOf } from '../../shared/domain/images.ts';
import type { PageRenderer } from '../../shared/domain/page-render.ts';
import { SITE_PAGE_PATHS } from '../../shared/domain/site-routes.ts';
import { makeMissingImageTwins } from '../src/app.ts';
import { DEMO_CENTRE_SETTINGS } from '../src/seed/centre.ts';
import {
  courseFields,
  createCourse,
  createInstructor,
  createPublishedCourse,
  createSession,
  INSTRUCTOR_TITLE,
  sessionFields,
} from './support/builders.ts';
import { createTestContext, type TestContext, useTestContext } from './support/context.ts';
import { pngBytes } from './support/fixtures.ts';
import { storedNameOf } from './support/stored-files.ts';
import { indexHtml, loadPageRenderer, makeWebDist, removeWebDist, SITE_PAGES } from './support/web-build.ts';

const PUBLIC_URL = 'https://www.takwin.example';
const LANGUAGES = ['fr', 'en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const DIRECTIONS: Record<Language, 'ltr' | 'rtl'> = { fr: 'ltr', en: 'ltr', ar: 'rtl' };

/** What the build's index.html holds that the server replaces: its title, description, language, root. */
const BUILD_TITLE = 'Takwin — Build title';
const BUILD_DESCRIPTION = 'The description of the build, before any page is rendered.';
const INDEX_HTML = indexHtml(
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
  '<meta name="site-currency" content="TND" />',
  `<meta name="description" content="${BUILD_DESCRIPTION}" />`,
  `<title>${BUILD_TITLE}</title>`,
);
const EMPTY_ROOT = '<div id="root"></div>';

const WEB = {
  title: { fr: 'Développement web moderne', en: 'Modern web development', ar: 'تطوير الويب الحديث' },
  // Longer than a meta description: the page's is its start.
  description: {
    fr: 'Apprenez à concevoir des sites rapides et accessibles avec HTML, CSS et JavaScript. Des projets réels, des revues de code et un suivi personnalisé tout au long de la formation, du premier écran au portfolio final.',
    en: 'Learn to build fast, accessible websites with HTML, CSS and JavaScript. Real projects, code reviews and personal follow-up throughout the course, from the first screen to the final portfolio.',
    ar: 'تعلّم تصميم مواقع سريعة وسهلة الوصول باستخدام HTML وCSS وJavaScript. مشاريع حقيقية ومراجعات للشيفرة ومتابعة شخصية طوال فترة التكوين، من الشاشة الأولى إلى ملف الأعمال النهائي.',
  },
  learnings: {
    fr: ['Structurer une page en HTML sémantique', 'Mettre en page avec CSS Grid'],
    en: ['Structure a page with semantic HTML', 'Lay out pages with CSS Grid'],
    ar: ['هيكلة صفحة بلغة HTML الدلالية', 'تنسيق الصفحات باستخدام CSS Grid'],
  },
  syllabus: [
    {
      title: { fr: 'Les fondations du Web', en: 'Foundations of the Web', ar: 'أسس الويب' },
      content: { fr: 'HTML et CSS', en: 'HTML and CSS', ar: 'HTML وCSS' },
    },
    {
      title: { fr: 'Interfaces interactives', en: 'Interactive interfaces', ar: 'واجهات تفاعلية' },
      content: { fr: 'JavaScript', en: 'JavaScript', ar: 'JavaScript' },
    },
  ],
  price: 1250,
};
/** 1250 in EUR as each language writes a price (shared/i18n/format.ts): thin-space thousands, no-break space before or after the code. */
const WEB_PRICE: Record<Language, string> = {
  fr: '1\u202F250\u00A0EUR',
  en: 'EUR\u00A01\u202F250',
  ar: '1\u202F250\u00A0EUR',
};

const SALE = {
  title: { fr: 'Marketing digital', en: 'Digital marketing', ar: 'التسويق الرقمي' },
  price: 900,
  salePrice: 700,
};
const DRAFT = { title: { fr: 'Atelier brouillon secret', en: 'Secret draft workshop', ar: 'ورشة مسودة سرية' } };
const HOSTILE_TITLE = '</script><script>alert(1)</script>';
const HOSTILE_DESCRIPTION = 'Un "atelier" sûr & pratique, <b>vraiment</b>.';
const same = <T>(value: T) => ({ fr: value, en: value, ar: value });

const PAGES = SITE_PAGES;

// ---------------------------------------------------------------------------------------------
// Reading a page as a crawler would.

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface DehydratedState {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}

interface Page {
  response: LightMyRequestResponse;
  body: string;
  lang?: string;
  dir?: string;
  title?: string;
  description?: string;
  /** The decoded content of the meta tags named (name= or property=) `key`. */
  meta(key: string): string[];
  canonical: string[];
  alternates: Record<string, string>;
  structuredData: Record<string, unknown>[];
  /** The dehydrated queries, or undefined when the page has none (the shell). */
  state?: DehydratedState;
  /** What is inside <div id="root">. */
  root: string;
}

function readPage(response: LightMyRequestResponse): Page {
  const body = response.body;
  const html = /<html lang="([^"]*)" dir="([^"]*)">/.exec(body);
  const stateScript = /<script type="application\/json" id="page-query-state">([\s\S]*?)<\/script>/.exec(body);
  const root = body.includes(EMPTY_ROOT)
    ? ''
    : (/<div id="root">([\s\S]*)<\/div><script type="application\/json" id="page-query-state">/.exec(body)?.[1] ?? '');
  const alternates: Record<string, string> = {};
  for (const [, language, href] of body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)) {
    expect(alternates[language!], `one alternate for ${language}`).toBeUndefined();
    alternates[language!] = decodeAttribute(href!);
  }
  return {
    response,
    body,
    lang: html?.[1],
    dir: html?.[2],
    title: [...body.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeAttribute(match[1]!)).at(0),
    description: [...body.matchAll(/<meta name="description" content="([^"]*)" \/>/g)]
      .map((match) => decodeAttribute(match[1]!))
      .at(0),
    meta: (key) =>
      [...body.matchAll(new RegExp(`<meta (?:name|property)="${escapeRegExp(key)}" content="([^"]*)" />`, 'g'))].map(
        (match) => decodeAttribute(match[1]!),
      ),
    canonical: [...body.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) =>
      decodeAttribute(match[1]!),
    ),
    alternates,
    // JSON.parse throws on a block that is not whole JSON: the test fails there.
    structuredData: [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
    state: stateScript ? (JSON.parse(stateScript[1]!) as DehydratedState) : undefined,
    root,
  };
}

const ofType = (page: Page, type: string) => page.structuredData.filter((data) => data['@type'] === type);
const stateData = (page: Page, queryKey: unknown[]) =>
  page.state?.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state.data;

// ---------------------------------------------------------------------------------------------

let webDist: string;
let render: PageRenderer;
let instructorName: string;
let instructorId: string;
type Slugs = Record<Language, string>;
let web: { _id: string; imageUrl?: string; slug: Slugs };
let sale: { _id: string; slug: Slugs };
let draft: { _id: string; slug: Slugs };
let hostile: { _id: string; slug: Slugs };

/** A course's page by its slug in a language (its address on the site). */
const slugPath = (course: { slug: Slugs }, language: Language = 'fr') =>
  `/course/${encodeURIComponent(course.slug[language])}`;

const get = async (url: string, headers: Record<string, string> = {}, context = ctx) =>
  readPage(await context.inject({ method: 'GET', url, headers }));
/** The app's shell, drawn in the browser: answered with `status`, an empty root and the build's own title. */
function expectShell(page: Page, url: string, status = 200) {
  expect(page.response.statusCode, url).toBe(status);
  expect(page.body, url).toContain(EMPTY_ROOT);
  expect(page.title, url).toBe(BUILD_TITLE);
}
const publish = async (id: string) =>
  expect((await ctx.inject({ method: 'PUT', url: `/api/courses/${id}/publish`, headers: ctx.auth })).statusCode).toBe(
    200,
  );
const deleteSession = async (id: string) =>
  expect((await ctx.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: ctx.auth })).statusCode).toBe(200);
const pathOf = (page: (typeof PAGES)[number], language: Language = 'fr') =>
  page === '/course/:id' ? slugPath(web, language) : page;

/** Another app on the file's build and settings for one test, with this renderer (none: the app's shell), closed after it. */
async function withOtherApp(renderPage: PageRenderer | undefined, use: (app: TestContext) => Promise<void>) {
  const app = await createTestContext({
    env: { CURRENCY: 'EUR', PUBLIC_URL },
    config: { webDistDir: webDist },
    renderPage,
  });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

beforeAll(async () => {
  render = await loadPageRenderer();
  webDist = makeWebDist({ 'index.html': INDEX_HTML });
  // The site's own pictures, as the build copies them from web/public: the default one for shared links, and the logo.
  for (const picture of ['og-image.png', 'logo.png'])
    fs.copyFileSync(path.resolve(import.meta.dirname, '../../web/public', picture), path.join(webDist, picture));
});
afterAll(() => removeWebDist(webDist));
const ctx = useTestContext(() => ({
  env: { CURRENCY: 'EUR', PUBLIC_URL },
  config: { webDistDir: webDist },
  renderPage: render,
}));
beforeAll(async () => {
  // The demo centre's details, as `npm run seed` stores them (a new install names none: identity.test.ts).
  expect(
    (await ctx.inject({ method: 'PUT', url: '/api/settings', headers: ctx.auth, payload: DEMO_CENTRE_SETTINGS }))
      .statusCode,
  ).toBe(200);
  const instructor = await createInstructor(ctx, 'Amel Ben Salah');
  instructorName = instructor.name;
  instructorId = instructor._id;
  web = await createCourse(
    ctx,
    instructor._id,
    {
      title: WEB.title,
      description: WEB.description,
      learnings: WEB.learnings,
      syllabus: WEB.syllabus,
      price: String(WEB.price),
    },
    { name: 'image', filename: 'web.png', content: await pngBytes(1600, 900), contentType: 'image/png' },
  );
  sale = await createCourse(ctx, instructor._id, {
    title: SALE.title,
    category: 'Marketing',
    price: String(SALE.price),
    salePrice: String(SALE.salePrice),
  });
  draft = await createCourse(ctx, instructor._id, { title: DRAFT.title });
  hostile = await createCourse(ctx, instructor._id, {
    title: same(HOSTILE_TITLE),
    description: same(HOSTILE_DESCRIPTION),
  });
  for (const course of [web, sale, hostile]) await publish(course._id);
});

describe('every public page, rendered on the server', () => {
  it('has its language, direction, own title and description, canonical address and alternates, Open Graph and Twitter tags, in fr, en and ar', async () => {
    for (const language of LANGUAGES) {
      const titles = new Set<string>();
      for (const route of PAGES) {
        const pagePath = pathOf(route, language);
        const page = await get(`${pagePath}?lng=${language}`);
        const where = `${pagePath} in ${language}`;
        expect(page.response.statusCode, where).toBe(200);
        expect(page.response.headers['content-type'], where).toBe('text/html; charset=utf-8');
        expect([...page.body.matchAll(/<html[\s>]/g)], where).toHaveLength(1);
        expect(page.lang, where).toBe(language);
        expect(page.dir, where).toBe(DIRECTIONS[language]);

        expect(page.title, where).toBeTruthy();
        expect(page.title, where).not.toBe(BUILD_TITLE);
        titles.add(page.title!);
        expect(page.description, where).toBeTruthy();
        expect(page.description, where).not.toBe(BUILD_DESCRIPTION);
        if (route === '/course/:id') {
          expect(page.title, where).toContain(WEB.title[language]);
          expect(WEB.description[language].startsWith(page.description!.replace(/…$/, '')), where).toBe(true);
          expect(page.description!.length, where).toBeGreaterThan(100);
        }

        const address = `${PUBLIC_URL}${pagePath}`;
        // Staff sign-in is served to everyone but listed by no search engine (nor in the sitemap).
        const listed = route !== '/login';
        expect(page.canonical, where).toEqual(listed ? [`${address}?lng=${language}`] : []);
        expect(page.meta('robots'), where).toEqual(listed ? [] : ['noindex']);
        // A course's page has one address per language (its slugs); the French one is the x-default.
        const addressIn = (other: Language) => `${PUBLIC_URL}${pathOf(route, other)}`;
        expect(page.alternates, where).toEqual({
          fr: `${addressIn('fr')}?lng=fr`,
          en: `${addressIn('en')}?lng=en`,
          ar: `${addressIn('ar')}?lng=ar`,
          'x-default': addressIn('fr'),
        });

        expect(page.meta('og:title'), where).toEqual([page.title]);
        expect(page.meta('og:description'), where).toEqual([page.description]);
        expect(page.meta('og:url'), where).toEqual([`${address}?lng=${language}`]);
        expect(page.meta('og:locale'), where).toEqual([expect.stringMatching(new RegExp(`^${language}_[A-Z]{2}$`))]);
        expect(page.meta('og:locale:alternate'), where).toHaveLength(2);
        expect(page.meta('og:type'), where).toEqual([route === '/course/:id' ? 'article' : 'website']);
        expect(page.meta('og:site_name'), where).toEqual([DEMO_CENTRE_SETTINGS.name]);
        expect(page.meta('og:image'), where).toEqual([
          expect.stringMatching(new RegExp(`^${escapeRegExp(PUBLIC_URL)}/`)),
        ]);
        expect(page.meta('twitter:card'), where).toEqual(['summary_large_image']);
        expect(page.meta('twitter:title'), where).toEqual([page.title]);
        expect(page.meta('twitter:image'), where).toEqual(page.meta('og:image'));

        expect(page.root, where).not.toBe('');
        expect(page.state, where).toBeDefined();
      }
      // Each page says what it is: no two share a title.
      expect(titles.size, language).toBe(PAGES.length);
    }
  });

  it('states the configured retention periods and the centre’s e-mail on the privacy page, in the HTML', async () => {
    const days = {
      fr: ['365 jours', '730 jours'],
      en: ['365 days', '730 days'],
      ar: ['365 يومًا', '730 يومًا'],
    } as const;
    for (const language of LANGUAGES) {
      const page = await get(`/privacy?lng=${language}`);
      for (const text of days[language]) expect(page.root, `${language}: ${text}`).toContain(text);
      expect(page.root, language).toContain(`mailto:${DEMO_CENTRE_SETTINGS.email}`);
      // The browser starts with the server's answer: it asks for nothing again.
      expect(
        page.state?.queries.find((query) => query.queryKey.join('/') === 'site/privacy-notice')?.state.data,
        language,
      ).toEqual({
        version: expect.any(String),
        cvRetentionDays: 365,
        requestRetentionDays: 730,
      });
    }
  });

  it('names a logo this server serves, square and large enough for search engines', async () => {
    const logo = await ctx.inject({ method: 'GET', url: '/logo.png' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // A PNG's width and height are the two numbers after its 16-byte signature and chunk header.
    const [width, height] = [logo.rawPayload.readUInt32BE(16), logo.rawPayload.readUInt32BE(20)];
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });

  it("points og:image at a picture this server serves, with its type, size and alt: the site's default one, or the course's JPEG", async () => {
    const home = await get('/?lng=en');
    const [siteImage] = home.meta('og:image');
    expect(siteImage).toBe(`${PUBLIC_URL}/og-image.png`);
    const served = await ctx.inject({ method: 'GET', url: new URL(siteImage!).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(home.meta('og:image:type')).toEqual(['image/png']);
    // The size link previews draw large (1200 × 630), as og:image:width and height say.
    expect([served.rawPayload.readUInt32BE(16), served.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    expect([home.meta('og:image:width'), home.meta('og:image:height')]).toEqual([['1200'], ['630']]);
    expect(home.meta('og:image:alt')).toEqual([DEMO_CENTRE_SETTINGS.name]);

    expect(web.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    for (const language of LANGUAGES) {
      const course = await get(`${slugPath(web, language)}?lng=${language}`);
      // One picture, the JPEG twin: link previews take the first og:image, and not all of them read WebP.
      expect(course.meta('og:image'), language).toEqual([`${PUBLIC_URL}${sharingImageOf(web.imageUrl!)}`]);
      expect(course.meta('og:image:type'), language).toEqual(['image/jpeg']);
      expect(course.meta('og:image:alt'), language).toEqual([WEB.title[language]]);
      expect(course.meta('twitter:image'), language).toEqual(course.meta('og:image'));
      expect(course.meta('twitter:image:alt'), language).toEqual([WEB.title[language]]);
      const jpeg = await ctx.inject({ method: 'GET', url: new URL(course.meta('og:image')[0]!).pathname });
      expect(jpeg.statusCode, language).toBe(200);
      expect(jpeg.headers['content-type'], language).toBe('image/jpeg');
      expect(jpeg.headers['cache-control'], language).toBe('public, max-age=31536000, immutable');
      // The size the head gives is the JPEG's own: the 1600 × 900 upload, 1200 wide.
      const { format, width, height } = await sharp(jpeg.rawPayload).metadata();
      expect([format, width, height], language).toEqual(['jpeg', 1200, 675]);
      expect([course.meta('og:image:width'), course.meta('og:image:height')], language).toEqual([['1200'], ['675']]);
    }
    // The page itself still shows the WebP.
    const picture = await ctx.inject({ method: 'GET', url: web.imageUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('offers the WebP picture of a course kept before JPEG twins existed, then its JPEG once the start-up has made it', async () => {
    const title = { fr: 'Photo d’avant', en: 'Picture from before', ar: 'صورة من قبل' };
    const course = await createCourse(
      ctx,
      instructorId,
      { title },
      { name: 'image', filename: 'old.png', content: await pngBytes(900, 600), contentType: 'image/png' },
    );
    await ctx.stored.remove('images', storedNameOf(sharingImageOf(course.imageUrl!)));
    await publish(course._id);
    try {
      const before = await get(`${slugPath(course)}?lng=en`);
      expect(before.meta('og:image')).toEqual([`${PUBLIC_URL}${course.imageUrl}`]);
      expect([before.meta('og:image:type'), before.meta('og:image:width')]).toEqual([[], []]);
      expect(before.meta('og:image:alt')).toEqual([title.en]);

      expect(await makeMissingImageTwins(ctx.app)).toBeGreaterThanOrEqual(1);
      // A rendered page is kept a few seconds: cleared here rather than waited for.
      ctx.app.publicPages.clear();
      const after = await get(`${slugPath(course)}?lng=en`);
      expect(after.meta('og:image')).toEqual([`${PUBLIC_URL}${sharingImageOf(course.imageUrl!)}`]);
      expect([after.meta('og:image:type'), after.meta('og:image:width'), after.meta('og:image:height')]).toEqual([
        ['image/jpeg'],
        ['900'],
        ['600'],
      ]);
    } finally {
      expect(
        (await ctx.inject({ method: 'DELETE', url: `/api/courses/${course._id}`, headers: ctx.auth })).statusCode,
      ).toBe(200);
    }
  });
});

describe('the language of a page', () => {
  it('is ?lng=, else the i18next cookie, else Accept-Language (best q first), else French; an unsupported value falls through', async () => {
    const languageOf = async (url: string, headers: Record<string, string> = {}) => {
      const page = await get(url, headers);
      expect(page.response.statusCode).toBe(200);
      // The whole page follows: its texts and its addresses, not only the attribute.
      expect(page.canonical).toEqual([`${PUBLIC_URL}/courses?lng=${page.lang}`]);
      expect(page.title).toBe((await get(`/courses?lng=${page.lang}`)).title);
      expect(page.response.headers.vary).toMatch(/Cookie/);
      expect(page.response.headers.vary).toMatch(/Accept-Language/);
      return page.lang;
    };
    expect(await languageOf('/courses')).toBe('fr');
    expect(await languageOf('/courses', { 'accept-language': 'ar-TN,ar;q=0.9,fr;q=0.8' })).toBe('ar');
    expect(await languageOf('/courses', { 'accept-language': 'fr;q=0.3, en-GB;q=0.9' })).toBe('en');
    expect(await languageOf('/courses', { 'accept-language': 'de-DE, it;q=0.9, en;q=0.5' })).toBe('en');
    expect(await languageOf('/courses', { 'accept-language': 'de-DE' })).toBe('fr');
    expect(await languageOf('/courses', { cookie: 'theme=dark; i18next=en', 'accept-language': 'ar' })).toBe('en');
    expect(await languageOf('/courses', { cookie: 'i18next=de', 'accept-language': 'ar' })).toBe('ar');
    expect(await languageOf('/courses?lng=ar', { cookie: 'i18next=en', 'accept-language': 'fr' })).toBe('ar');
    expect(await languageOf('/courses?lng=en-GB', { cookie: 'i18next=ar' })).toBe('en');
    expect(await languageOf('/courses?lng=de', { cookie: 'i18next=en', 'accept-language': 'ar' })).toBe('en');
    expect(await languageOf('/courses?lng=de', { 'accept-language': 'ar' })).toBe('ar');
    expect(await languageOf('/courses?lng=')).toBe('fr');
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes the centre as an EducationalOrganization on the home, about and contact pages', async () => {
    for (const language of LANGUAGES) {
      for (const pagePath of ['/', '/about', '/contact']) {
        const page = await get(`${pagePath}?lng=${language}`);
        const organizations = ofType(page, 'EducationalOrganization');
        expect(organizations, `${pagePath} in ${language}`).toHaveLength(1);
        expect(organizations[0], `${pagePath} in ${language}`).toMatchObject({
          '@context': 'https://schema.org',
          name: DEMO_CENTRE_SETTINGS.name,
          url: `${PUBLIC_URL}/`,
          logo: `${PUBLIC_URL}/logo.png`,
          telephone: DEMO_CENTRE_SETTINGS.phone,
          email: DEMO_CENTRE_SETTINGS.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: DEMO_CENTRE_SETTINGS.address[language]
              .split('\n')
              .map((line) => line.trim())
              .join(', '),
          },
        });
      }
    }
    // A page that is not about the centre does not describe it.
    expect(ofType(await get('/careers'), 'EducationalOrganization')).toEqual([]);
  });

  it('describes a course page as a Course with its offer in the configured currency, and a breadcrumb of three steps', async () => {
    for (const language of LANGUAGES) {
      const pageUrl = `${PUBLIC_URL}${slugPath(web, language)}`;
      const page = await get(`${slugPath(web)}?lng=${language}`);
      const [course, ...others] = ofType(page, 'Course');
      expect(others).toEqual([]);
      expect(course).toMatchObject({
        '@context': 'https://schema.org',
        name: WEB.title[language],
        description: WEB.description[language],
        inLanguage: language,
        url: pageUrl,
        image: `${PUBLIC_URL}${web.imageUrl}`,
        provider: { '@type': 'EducationalOrganization', name: DEMO_CENTRE_SETTINGS.name },
        offers: { '@type': 'Offer', price: WEB.price, priceCurrency: 'EUR' },
      });
      expect((course!.offers as Record<string, unknown>).priceSpecification).toBeUndefined();

      const [breadcrumb, ...moreCrumbs] = ofType(page, 'BreadcrumbList');
      expect(moreCrumbs).toEqual([]);
      expect(breadcrumb).toMatchObject({
        '@context': 'https://schema.org',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: expect.any(String), item: `${PUBLIC_URL}/` },
          { '@type': 'ListItem', position: 2, name: expect.any(String), item: `${PUBLIC_URL}/courses` },
          { '@type': 'ListItem', position: 3, name: WEB.title[language], item: pageUrl },
        ],
      });
    }

    const onSale = ofType(await get(`${slugPath(sale)}?lng=en`), 'Course')[0];
    expect(onSale).toMatchObject({
      name: SALE.title.en,
      offers: {
        price: SALE.salePrice,
        priceCurrency: 'EUR',
        priceSpecification: expect.arrayContaining([
          expect.objectContaining({ price: SALE.salePrice, priceCurrency: 'EUR' }),
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: SALE.price,
            priceCurrency: 'EUR',
          },
        ]),
      },
    });
  });
});

describe('text typed by staff', () => {
  it('cannot end a script or an attribute, and reads back exactly from the JSON-LD, the head and the dehydrated state', async () => {
    for (const url of [`${slugPath(hostile)}`, `${slugPath(hostile)}?lng=ar`, '/courses', '/']) {
      const page = await get(url);
      expect(page.response.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('</script><script>alert');
      expect(page.body, url).not.toContain('<script>alert');
      // Every script element that opens is closed by its own end tag, none by the text inside;
      // the JSON inside holds no `<` at all (no end tag, no comment can start there).
      expect([...page.body.matchAll(/<script[\s>]/g)].length, url).toBe([...page.body.matchAll(/<\/script>/g)].length);
      for (const [, json] of page.body.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g))
        expect(json, url).not.toContain('<');
      // The visible title is text, escaped (the home page shows it in its state only).
      if (url !== '/') expect(page.root, url).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(JSON.stringify(page.state), url).toContain(JSON.stringify(HOSTILE_TITLE));
    }

    const page = await get(`${slugPath(hostile)}`);
    expect(ofType(page, 'Course')[0]).toMatchObject({ name: HOSTILE_TITLE, description: HOSTILE_DESCRIPTION });
    expect(page.title).toContain(HOSTILE_TITLE);
    expect(page.meta('og:title')).toEqual([page.title]);
    expect(page.meta('og:description')).toEqual([HOSTILE_DESCRIPTION]);
    expect(page.description).toBe(HOSTILE_DESCRIPTION);
    // Raw, the attributes hold no quote or angle bracket of the text.
    const ogDescription = /<meta property="og:description" content="([^"]*)" \/>/.exec(page.body)![1]!;
    expect(ogDescription).toContain('&quot;atelier&quot;');
    expect(ogDescription).toContain('&amp;');
    expect(ogDescription).not.toMatch(/[<>]/);
    expect(/<meta property="og:title" content="([^"]*)" \/>/.exec(page.body)![1]).not.toMatch(/[<>]/);
    expect(page.body).toContain(`<title>${HOSTILE_TITLE.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}`);

    expect(stateData(page, ['site', 'course', hostile.slug.fr])).toMatchObject({
      title: same(HOSTILE_TITLE),
      description: same(HOSTILE_DESCRIPTION),
    });
    const list = stateData(await get('/courses'), ['site', 'courses']) as { title: Record<Language, string> }[];
    expect(list.map((course) => course.title.fr)).toContain(HOSTILE_TITLE);
  });
});

describe('the content, readable without JavaScript', () => {
  it('/courses lists every published course in the language of the address, and no draft', async () => {
    for (const language of LANGUAGES) {
      const page = await get(`/courses?lng=${language}`);
      for (const title of [WEB.title[language], SALE.title[language]])
        expect(page.root, `${title} in ${language}`).toContain(title);
      for (const other of LANGUAGES.filter((other) => other !== language))
        expect(page.root, `${other} in ${language}`).not.toContain(WEB.title[other]);
      for (const title of Object.values(DRAFT.title)) expect(page.body, `${title} in ${language}`).not.toContain(title);
      expect(page.root).toContain(`href="${slugPath(web, language)}"`);
    }
  });

  it('/course/:id shows its title, description, learnings, programme and price', async () => {
    for (const language of LANGUAGES) {
      const { root } = await get(`${slugPath(web)}?lng=${language}`);
      expect(root, language).toContain(WEB.title[language]);
      expect(root, language).toContain(WEB.description[language]);
      for (const learning of WEB.learnings[language]) expect(root, language).toContain(learning);
      for (const module of WEB.syllabus) expect(root, language).toContain(module.title[language]);
      expect(root, language).toContain(WEB_PRICE[language]);
    }
    // On sale: the sale price, and the old one struck through.
    const { root } = await get(`${slugPath(sale)}?lng=fr`);
    expect(root).toContain('700\u00A0EUR');
    expect(root).toMatch(/<s [^>]*>[\s\S]*?900\u00A0EUR/);
  });

  it('/instructors shows the instructors', async () => {
    expect((await get('/instructors')).root).toContain(instructorName);
  });
});

describe("a page's data", () => {
  it('is read from the services, not by the server asking its own API: one request for the page, and only what the API would send', async () => {
    const asked = vi.spyOn(ctx.app, 'inject');
    try {
      // A fresh language of each page: rendered now, not read from the page cache.
      for (const pagePath of [slugPath(web), '/instructors', '/about', '/privacy']) {
        asked.mockClear();
        const page = await get(`${pagePath}?lng=en&fresh=${pagePath.length}`, { cookie: 'i18next=en' });
        expect(page.response.statusCode, pagePath).toBe(200);
        expect(asked, pagePath).toHaveBeenCalledTimes(1);
      }
    } finally {
      asked.mockRestore();
    }
    // In the page's dehydrated state, exactly what the API answers: the same values, no key more.
    const page = await get('/instructors?lng=ar');
    expect(stateData(page, ['site', 'instructors'])).toEqual(
      (await ctx.inject({ method: 'GET', url: '/api/instructors' })).json(),
    );
    expect(stateData(page, ['site', 'centre-settings'])).toEqual(
      (await ctx.inject({ method: 'GET', url: '/api/settings' })).json(),
    );
    expect(stateData(await get('/about?lng=ar'), ['site', 'site-content'])).toEqual(
      (await ctx.inject({ method: 'GET', url: '/api/site-content' })).json(),
    );
    const privacy = await get('/privacy?lng=ar');
    expect(stateData(privacy, ['site', 'privacy-notice'])).toEqual(
      (await ctx.inject({ method: 'GET', url: '/api/privacy' })).json(),
    );
  });
});

describe('the pages', () => {
  it('are routes of their own, each address as the list spells it (the not-found handler takes only other spellings and unknown addresses)', () => {
    for (const pattern of [...Object.values(SITE_PAGE_PATHS), '/admin'])
      expect(ctx.app.hasRoute({ method: 'GET', url: pattern }), pattern).toBe(true);
  });
});

describe('an address with no page', () => {
  it('gets the not-found page with a 404 and noindex: an unknown path, an unknown course, a draft (even to an admin)', async () => {
    const home = await get('/?lng=en');
    const cases: [string, Record<string, string>][] = [
      ['/no-such-page', {}],
      ['/courses/extra/segments', {}],
      ['/course/00000000-0000-7000-8000-000000000000', {}],
      [`${slugPath(draft)}`, {}],
      [`${slugPath(draft)}`, ctx.auth],
    ];
    for (const [url, headers] of cases) {
      for (const language of LANGUAGES) {
        const page = await get(`${url}?lng=${language}`, headers);
        const where = `${url} in ${language}${headers.authorization ? ' (admin)' : ''}`;
        expect(page.response.statusCode, where).toBe(404);
        expect(page.response.headers['content-type'], where).toBe('text/html; charset=utf-8');
        expect(page.lang, where).toBe(language);
        expect(page.dir, where).toBe(DIRECTIONS[language]);
        expect(page.meta('robots'), where).toEqual(['noindex']);
        expect(page.canonical, where).toEqual([]);
        expect(page.title, where).toBeTruthy();
        expect(page.title, where).not.toBe(BUILD_TITLE);
        // Its own words in the head too, for a shared dead link: never a draft's.
        expect(page.meta('description'), where).toEqual([expect.stringMatching(/\S/)]);
        expect(page.meta('og:title'), where).toEqual([page.title]);
        expect(page.meta('og:description'), where).toEqual(page.meta('description'));
        expect(page.meta('og:url'), where).toEqual([
          `${PUBLIC_URL}${new URL(url, PUBLIC_URL).pathname}?lng=${language}`,
        ]);
        // The not-found page itself, with its ways back.
        expect(page.root, where).toContain('href="/courses"');
        for (const title of Object.values(DRAFT.title)) expect(page.body, where).not.toContain(title);
      }
    }
    const english = await get('/no-such-page?lng=en');
    expect(english.title).not.toBe(home.title);
    expect(english.meta('description')).not.toEqual(home.meta('description'));
  });

  it("/admin/... gets the app's shell, drawn in the browser", async () => {
    for (const url of ['/admin', '/admin/courses', '/admin/no-such-screen?lng=ar']) {
      const page = await get(url, ctx.auth);
      expectShell(page, url);
      expect(page.state, url).toBeUndefined();
      expect(page.structuredData, url).toEqual([]);
      expect(page.canonical, url).toEqual([]);
      expect(page.response.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('<meta name="site-currency" content="EUR" />');
    }
  });
});

describe('rendered pages, cached', () => {
  // A page kept from an earlier test may reach its lifetime in the middle of one of these and be
  // rendered again (a new ETag): each starts with none kept.
  beforeEach(() => ctx.app.publicPages.clear());

  it('answer again with the same ETag, 304 to a client that holds it, gzip or Brotli when asked', async () => {
    const first = await get('/courses?lng=en');
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.response.headers['cache-control']).toBe('no-cache');
    const second = await get('/courses?lng=en');
    expect(second.response.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);

    const held = await ctx.inject({ method: 'GET', url: '/courses?lng=en', headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');

    const gzip = await ctx.inject({ method: 'GET', url: '/courses?lng=en', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const brotli = await ctx.inject({
      method: 'GET',
      url: '/courses?lng=en',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    const heldBrotli = await ctx.inject({
      method: 'GET',
      url: '/courses?lng=en',
      headers: { 'accept-encoding': 'br', 'if-none-match': brotli.headers.etag as string },
    });
    expect(heldBrotli.statusCode).toBe(304);

    // A not-found page is cached too, with its status.
    const missing = await get('/no-such-page');
    const missingAgain = await ctx.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'if-none-match': missing.response.headers.etag as string },
    });
    expect(missingAgain.statusCode).toBe(304);
  });

  it('keep catalogue searches apart, so that made-up searches never push the real pages out', async () => {
    await get('/courses?lng=en');
    await get('/about?lng=fr');
    for (let index = 0; index < 60; index += 1)
      expect((await ctx.inject({ method: 'GET', url: `/courses?q=zz${index}x&lng=en` })).statusCode).toBe(200);
    expect(ctx.app.publicPages.holds('en /courses')).toBe(true);
    expect(ctx.app.publicPages.holds('fr /about')).toBe(true);
    // The newest searches are kept, in their own area, the oldest gone.
    expect(ctx.app.publicPages.holds('en /courses?q=zz59x', { search: true })).toBe(true);
    expect(ctx.app.publicPages.holds('en /courses?q=zz0x', { search: true })).toBe(false);
    expect(ctx.app.publicPages.holds('en /courses?q=zz59x')).toBe(false);
  });

  it('are one render per address that matters: other query parameters share it, ?q= and ?category= filter the list', async () => {
    const plain = await get('/courses');
    for (const url of [
      '/courses?utm_source=newsletter',
      '/courses?fbclid=abc&utm_medium=mail',
      '/courses?lng=fr&utm_campaign=x',
    ]) {
      const page = await get(url);
      expect(page.response.headers.etag, url).toBe(plain.response.headers.etag);
      expect(page.body, url).toBe(plain.body);
    }

    const searched = await get('/courses?q=marketing');
    expect(searched.response.headers.etag).not.toBe(plain.response.headers.etag);
    expect(searched.root).toContain(SALE.title.fr);
    expect(searched.root).not.toContain(WEB.title.fr);
    expect((await get('/courses?q=marketing&utm_source=x')).response.headers.etag).toBe(searched.response.headers.etag);
    // The search reads titles in the page's language.
    const english = await get('/courses?lng=en&q=modern');
    expect(english.root).toContain(WEB.title.en);
    expect(english.root).not.toContain(SALE.title.en);

    const category = await get('/courses?category=Marketing');
    expect(category.root).toContain(SALE.title.fr);
    expect(category.root).not.toContain(WEB.title.fr);

    // ?session=upcoming: the courses with an upcoming session, drawn as the browser will draw it.
    const next = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const added = await createSession(
      ctx,
      web._id,
      sessionFields(next, {
        schedule: { fr: 'Samedi', en: 'Saturday', ar: 'السبت' },
        mode: 'online',
        location: undefined,
        seats: 10,
      }),
    );
    const withSessions = await get('/courses?session=upcoming');
    expect(withSessions.root).toContain(WEB.title.fr);
    expect(withSessions.root).not.toContain(SALE.title.fr);
    expect((await get('/courses?session=upcoming&utm_source=x')).response.headers.etag).toBe(
      withSessions.response.headers.etag,
    );
    await deleteSession(added._id);
  });

  it('are made again after an admin write: a course published or unpublished, the centre renamed', async () => {
    const before = await get('/courses');
    const draftPage = await get(`${slugPath(draft)}`);
    expect(draftPage.response.statusCode).toBe(404);
    expect(before.root).not.toContain(DRAFT.title.fr);

    await publish(draft._id);
    const published = await get('/courses');
    expect(published.response.headers.etag).not.toBe(before.response.headers.etag);
    expect(published.root).toContain(DRAFT.title.fr);
    const stale = await ctx.inject({
      method: 'GET',
      url: '/courses',
      headers: { 'if-none-match': before.response.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    const nowPublished = await get(`${slugPath(draft)}`);
    expect(nowPublished.response.statusCode).toBe(200);
    expect(nowPublished.title).toContain(DRAFT.title.fr);

    await publish(draft._id); // a draft again
    const unpublished = await get('/courses');
    expect(unpublished.root).not.toContain(DRAFT.title.fr);
    expect(unpublished.response.headers.etag).not.toBe(published.response.headers.etag);
    expect((await get(`${slugPath(draft)}`)).response.statusCode).toBe(404);

    const home = await get('/?lng=en');
    const renamed = 'Centre Horizon';
    const save = (settings: object) =>
      ctx.inject({ method: 'PUT', url: '/api/settings', headers: ctx.auth, payload: settings });
    expect((await save({ ...DEMO_CENTRE_SETTINGS, name: renamed })).statusCode).toBe(200);
    try {
      const after = await get('/?lng=en');
      expect(after.response.headers.etag).not.toBe(home.response.headers.etag);
      expect(after.meta('og:site_name')).toEqual([renamed]);
      expect(ofType(after, 'EducationalOrganization')[0]).toMatchObject({ name: renamed });
      expect(after.root).toContain(renamed);
      expect(ofType(await get(`${slugPath(web)}?lng=en`), 'Course')[0]).toMatchObject({ provider: { name: renamed } });
    } finally {
      expect((await save(DEMO_CENTRE_SETTINGS)).statusCode).toBe(200);
    }
    expect((await get('/?lng=en')).meta('og:site_name')).toEqual([DEMO_CENTRE_SETTINGS.name]);
  });

  it('are made again after an instructor or a session changes', async () => {
    const hichem = await createInstructor(ctx, 'Hichem Gharbi');
    const listed = await get('/instructors?lng=ar');
    expect(listed.root).toContain('Hichem Gharbi');
    const renamed = await ctx.inject({
      method: 'PUT',
      url: `/api/instructors/${hichem._id}`,
      headers: ctx.auth,
      payload: { name: 'Hichem Ben Gharbi', title: INSTRUCTOR_TITLE },
    });
    expect(renamed.statusCode).toBe(200);
    const relisted = await get('/instructors?lng=ar');
    expect(relisted.response.headers.etag).not.toBe(listed.response.headers.etag);
    expect(relisted.root).toContain('Hichem Ben Gharbi');

    const course = await get(`${slugPath(web)}`);
    expect(course.root).not.toContain('Mardi et jeudi soir');
    const start = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const added = await createSession(
      ctx,
      web._id,
      sessionFields(start, {
        schedule: { fr: 'Mardi et jeudi soir', en: 'Tuesday and Thursday evenings', ar: 'مساء الثلاثاء والخميس' },
        location: { fr: 'Sousse', en: 'Sousse', ar: 'سوسة' },
        seats: 8,
      }),
    );
    const withSession = await get(`${slugPath(web)}`);
    expect(withSession.response.headers.etag).not.toBe(course.response.headers.etag);
    expect(withSession.root).toContain('Mardi et jeudi soir');
    await deleteSession(added._id);
    expect((await get(`${slugPath(web)}`)).root).not.toContain('Mardi et jeudi soir');
  });

  it('are not changed by a refused write', async () => {
    const before = await get('/courses');
    const refused = await ctx.inject({
      method: 'POST',
      url: '/api/courses',
      headers: ctx.auth,
      payload: courseFields('no-such-instructor', { price: '-1' }),
    });
    expect(refused.statusCode).toBe(400);
    expect((await get('/courses')).response.headers.etag).toBe(before.response.headers.etag);
  });
});

describe('without a working renderer', () => {
  // Pages of the site and an unknown address, with the status each is sent the shell with.
  const SHELL_ANSWERS = [
    ['/', 200],
    ['/courses', 200],
    ['/course/any-id', 200],
    ['/no-such-page', 404],
  ] as const;

  it("sends the app's shell: 200 for a page of the site, 404 for an unknown address", async () => {
    await withOtherApp(undefined, async (shellOnly) => {
      for (const [url, status] of [...SHELL_ANSWERS, ['/courses?lng=ar', 200], ['/about', 200]] as const) {
        const page = await get(url, {}, shellOnly);
        expectShell(page, url, status);
        expect(page.response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.state, url).toBeUndefined();
        expect(page.body, url).toContain('<meta name="site-currency" content="EUR" />');
      }
    });
  });

  it('sends the shell when the renderer fails, and renders again once it works (a failure is not kept)', async () => {
    let failing = true;
    const flaky: PageRenderer = (request) => (failing ? Promise.reject(new Error('renderer down')) : render(request));
    await withOtherApp(flaky, async (flakyCtx) => {
      for (const [url, status] of SHELL_ANSWERS) {
        const page = await get(url, {}, flakyCtx);
        expectShell(page, url, status);
      }
      failing = false;
      const page = await get('/', {}, flakyCtx);
      expect(page.response.statusCode).toBe(200);
      expect(page.root).not.toBe('');
      expect(page.title).not.toBe(BUILD_TITLE);
      expect(page.canonical).toEqual([`${PUBLIC_URL}/?lng=fr`]);
    });
  });
});

describe('a page whose data could not be read', () => {
  it('is sent as the shell, not rendered as not found, and not kept: the next request renders it', async () => {
    let failing = true;
    // The course's read fails as a database fault would (not a 404, which is an answer).
    const failingRead: PageRenderer = (request) =>
      render({
        ...request,
        readApi: (apiPath) =>
          failing && apiPath.startsWith('/courses/')
            ? Promise.reject(new Error('database down'))
            : request.readApi(apiPath),
      });
    await withOtherApp(failingRead, async (failingCtx) => {
      const course = await createPublishedCourse(failingCtx, (await createInstructor(failingCtx, 'Karim Jaziri'))._id, {
        title: WEB.title,
      });
      const url = `${slugPath(course)}?lng=fr`;
      const shell = await get(url, {}, failingCtx);
      expect(shell.response.statusCode).toBe(200);
      expect(shell.body).toContain(EMPTY_ROOT);
      expect(shell.response.headers['cache-control']).toBe('no-cache');
      failing = false;
      const page = await get(url, {}, failingCtx);
      expect(page.response.statusCode).toBe(200);
      expect(page.root).toContain(WEB.title.fr);
    });
  });
});

describe('the home page and the one address of each page', () => {
  it("shows the centre's own courses in the HTML even when they are too few to fill its sections, and no other", async () => {
    const page = await get('/?lng=fr');
    for (const title of [WEB.title.fr, SALE.title.fr]) expect(page.root).toContain(title);
    expect(page.root).not.toContain('course-skeleton');
    expect(page.root).not.toContain('/course/demo-');
  });

  it("sends another spelling of a page's address to the page's own, for good, with its query", async () => {
    for (const [asked, own] of [
      ['/courses/?lng=ar', '/courses?lng=ar'],
      ['/COURSES', '/courses'],
      ['//about', '/about'],
      ['/%63ontact', '/contact'],
      [`/Course/${web._id}/`, `/course/${web._id}`],
      [`/Course/${slugPath(web).slice('/course/'.length)}/`, slugPath(web)],
    ]) {
      const answer = await ctx.inject({ method: 'GET', url: asked! });
      expect(answer.statusCode, asked).toBe(301);
      expect(answer.headers.location, asked).toBe(own);
    }
    expect((await ctx.inject({ method: 'GET', url: '/courses?lng=ar' })).statusCode).toBe(200);
  });
});

describe('a course written in French first, at its readable address', () => {
  const FRENCH = {
    duration: '6 semaines',
    learning: 'Construire un tableau de bord',
    moduleTitle: 'Les formules matricielles',
    moduleContent: 'RECHERCHEX et les plages dynamiques.',
  };

  it('shows its French texts on its English and Arabic pages, reached by the slug of each language', async () => {
    const instructor = await createInstructor(ctx, 'Sami Gharbi');
    const course = await createCourse(ctx, instructor._id, {
      title: { fr: 'Excel avancé', en: 'Advanced Excel', ar: 'إكسل متقدم' },
      description: { fr: 'Des tableaux qui parlent.', en: 'Tables that speak.', ar: 'جداول ناطقة.' },
      learnings: { fr: [FRENCH.learning] },
      syllabus: [{ title: { fr: FRENCH.moduleTitle }, content: { fr: FRENCH.moduleContent } }],
      duration: { fr: FRENCH.duration },
    });
    expect(course.slug).toEqual({ fr: 'excel-avance', en: 'advanced-excel', ar: 'إكسل-متقدم' });
    await publish(course._id);
    for (const language of ['en', 'ar'] as const) {
      const page = await get(`/course/${encodeURIComponent(course.slug[language])}?lng=${language}`);
      expect(page.response.statusCode, language).toBe(200);
      expect(page.lang).toBe(language);
      for (const text of Object.values(FRENCH)) expect(page.root, `${text} in ${language}`).toContain(text);
      expect(page.canonical).toEqual([
        `${PUBLIC_URL}/course/${encodeURIComponent(course.slug[language])}?lng=${language}`,
      ]);
      expect(page.meta('og:url')).toEqual(page.canonical);
      expect(ofType(page, 'Course')[0]).toMatchObject({
        url: `${PUBLIC_URL}/course/${encodeURIComponent(course.slug[language])}`,
      });
    }
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/courses/${course._id}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
  });

  it('moves its old addresses for good to its current one: its id, with ?lng= kept; a slug staff replaced; a capital letter', async () => {
    const instructor = await createInstructor(ctx, 'Rim Khelifi');
    const course = await createCourse(ctx, instructor._id, {
      title: { fr: 'Photographie', en: 'Photography', ar: 'التصوير' },
    });
    await publish(course._id);
    const moved = async (url: string) => {
      const answer = await ctx.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(301);
      return answer.headers.location;
    };
    expect(await moved(`/course/${course._id}`)).toBe('/course/photographie');
    expect(await moved(`/course/${course._id}?lng=ar`)).toBe(`/course/${encodeURIComponent('التصوير')}?lng=ar`);
    expect(await moved(`/course/${course._id}?lng=en&utm_source=whatsapp`)).toBe(
      '/course/photography?lng=en&utm_source=whatsapp',
    );

    const renamed = await ctx.inject({
      method: 'PUT',
      url: `/api/courses/${course._id}`,
      headers: ctx.auth,
      payload: courseFields(instructor._id, {
        title: { fr: 'Photographie numérique', en: 'Digital photography', ar: 'التصوير الرقمي' },
        slug: { fr: 'photo-numerique' },
      }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await moved('/course/photographie?lng=fr')).toBe('/course/photo-numerique?lng=fr');
    expect(await moved(`/course/${course._id}`)).toBe('/course/photo-numerique');
    expect(await moved('/course/Photography?lng=en')).toBe('/course/photography?lng=en');
    // A new title moved no address: the English one is still the first one.
    const english = await get('/course/photography?lng=en');
    expect(english.response.statusCode).toBe(200);
    expect(english.title).toContain('Digital photography');
    expect(english.alternates['x-default']).toBe(`${PUBLIC_URL}/course/photo-numerique`);
  });
});
