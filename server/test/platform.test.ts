import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin, resolveJwtSecret } from '../src/features/staff/bootstrap.ts';
import { ConfigError, readConfig } from '../src/config.ts';
import { IMAGE_SIZES, imageSrcSet } from '../../shared/domain/index.ts';
import { createCourse, createInstructor, publishCourse } from './support/builders.ts';
import { createTestContext, useTestContext } from './support/context.ts';
import { pngBytes } from './support/fixtures.ts';
import { makeWebDist, removeWebDist, SITE_PAGES } from './support/web-build.ts';

let webDist: string;

/** The stand-in build's styles: a web font, a local fallback face and a rule. */
const WEB_FONT =
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-latin-wght-normal-a1.woff2)format("woff2-variations")}';
const LOCAL_FACE = '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}';
const STYLES = `${WEB_FONT}${LOCAL_FACE}body{margin:0}`;

beforeAll(() => {
  // A stand-in build of the site, so the static and fallback rules are tested without building.
  webDist = makeWebDist({
    'index.html':
      '<!doctype html><html><head><meta name="site-currency" content="TND" />' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
    'assets/index-1.css': STYLES,
    'assets/app-abc123.js': 'console.log(1)',
    'assets/app-abc123.js.gz': zlib.gzipSync('console.log(1)'),
    '.vite/manifest.json': JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_preload-helper.js'],
        dynamicImports: ['src/boot.tsx'],
        assets: [
          'assets/inter-latin-wght-normal-a1.woff2',
          'assets/inter-latin-wght-normal-a2.woff',
          'assets/cairo-arabic-wght-normal-b1.woff2',
          'assets/cairo-latin-wght-normal-c1.woff2',
          'assets/logo-d1.svg',
        ],
      },
      '_preload-helper.js': { file: 'assets/preload-helper-1.js' },
      'src/boot.tsx': { file: 'assets/boot-1.js', isDynamicEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell-1.js' },
      '_form.js': { file: 'assets/form-1.js', imports: ['_shell.js'] },
      '../shared/site/courses/CoursesPage.tsx': { file: 'assets/CoursesPage-1.js', imports: ['_shell.js', '_form.js'] },
      '../shared/admin/AdminApp.tsx': { file: 'assets/AdminApp-1.js', imports: ['_shell.js', '_form.js'] },
      'src/admin-first-reads.ts': {
        file: 'assets/admin-first-reads-1.js',
        isDynamicEntry: true,
        imports: ['_first-reads.js'],
      },
      '_first-reads.js': { file: 'assets/first-reads-1.js' },
      '../shared/i18n/texts/site-fr.ts': { file: 'assets/site-fr.js' },
      '../shared/i18n/texts/core-ar.ts': { file: 'assets/core-ar.js' },
      '../shared/i18n/texts/site-ar.ts': { file: 'assets/site-ar.js' },
      '../shared/i18n/texts/admin-fr.ts': { file: 'assets/admin-fr.js' },
      '../shared/i18n/texts/admin-ar.ts': { file: 'assets/admin-ar.js' },
    }),
  });
});
afterAll(() => removeWebDist(webDist));
const ctx = useTestContext(() => ({
  env: { CURRENCY: 'EUR', CORS_ORIGINS: 'https://desktop.takwin.tn' },
  config: { webDistDir: webDist },
  // A stand-in for the pages' renderer (tested in pages.test.ts): it names the catalogue's module
  // as the real one does, which is what the preloads here are made from.
  renderPage: async ({ url, language }) => ({
    status: 200,
    language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    html: '<main>page</main>',
    head: { title: 'Page', description: '', type: 'website', structuredData: [], siteName: 'Takwin' },
    state: {},
    pageModule: url.startsWith('/courses') ? 'site/courses/CoursesPage.tsx' : undefined,
  }),
}));

describe('the one server', () => {
  it('reports health with the database in use', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
    });
  });

  it('serves the site for client routes, with the configured currency and a CSP', async () => {
    for (const url of ['/', '/courses', '/course/123', '/admin/courses', '/entreprises?x=1']) {
      const response = await ctx.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="site-currency" content="EUR" />');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "script-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("asks for the picture that is the page's largest paint at once: a course's hero, the catalogue's first card", async () => {
    const heroOf = async (url: string) =>
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high" \/>/.exec(
        (await ctx.inject({ method: 'GET', url })).body,
      )?.[1];
    const heroTag = async (url: string) =>
      /<link rel="preload" as="image"[^>]*>/.exec((await ctx.inject({ method: 'GET', url })).body)?.[0];
    const instructor = await createInstructor(ctx, 'Hero Instructor');
    const course = await createCourse(
      ctx,
      instructor._id,
      {},
      { name: 'image', filename: 'hero.png', content: await pngBytes(64, 36), contentType: 'image/png' },
    );
    expect(course.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
    expect(await heroOf(`/course/${course.slug!.fr}`)).toBeUndefined(); // a draft is nobody's page yet
    await publishCourse(ctx, course._id);
    expect(await heroOf(`/course/${course.slug!.fr}`)).toBe(course.imageUrl);
    expect(await heroOf('/courses')).toBe(course.imageUrl);
    // The srcset and sizes of the <img> itself, or the browser would fetch a second file.
    expect(await heroTag(`/course/${course.slug!.fr}`)).toContain(
      `imagesrcset="${imageSrcSet(course.imageUrl!)}" imagesizes="${IMAGE_SIZES.hero}"`,
    );
    expect(await heroTag('/courses')).toContain(`imagesizes="${IMAGE_SIZES.card}"`);
    // A filtered list may start with another course: no guess then.
    expect(await heroOf('/courses?category=Marketing')).toBeUndefined();
    expect(await heroOf('/course/unknown-id')).toBeUndefined();
    expect(await heroOf('/about')).toBeUndefined();
  });

  it('names the scripts and texts of a rendered page for its loader, the entry first, and preloads none before it paints', async () => {
    const pageScripts = async (url: string, headers: Record<string, string> = {}) => {
      const html = (await ctx.inject({ method: 'GET', url, headers })).body;
      expect(html, url).not.toContain('<link rel="modulepreload"');
      expect(html, url).not.toMatch(/<script type="module"[^>]* src=/);
      const list = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1];
      return JSON.parse(list!) as string[];
    };
    // What index.html loads first, the entry first; then the app itself (web/src/boot.tsx and what
    // it imports), which the entry imports; then the page's own code and texts.
    const firstLoad = ['/assets/index-1.js', '/assets/preload-helper-1.js'];
    const app = ['/assets/boot-1.js', '/assets/shell-1.js'];
    const courses = await pageScripts('/courses');
    expect(courses.slice(0, 2)).toEqual(firstLoad);
    expect(courses.slice(2).sort()).toEqual(
      [...app, '/assets/CoursesPage-1.js', '/assets/form-1.js', '/assets/site-fr.js'].sort(),
    );
    expect((await pageScripts('/courses?lng=ar')).slice(2).sort()).toEqual(
      [...app, '/assets/CoursesPage-1.js', '/assets/core-ar.js', '/assets/form-1.js', '/assets/site-ar.js'].sort(),
    );
    expect(await pageScripts('/courses', { 'accept-language': 'ar-TN,ar;q=0.9' })).toContain('/assets/site-ar.js');
    // Public pages never load the admin's head start.
    expect(await pageScripts('/courses')).not.toContain('/assets/first-reads-1.js');
    // The home page's own scripts are the app's: only another language's first texts are added.
    expect((await pageScripts('/')).slice(2).sort()).toEqual(app);
    expect((await pageScripts('/?lng=ar')).slice(2).sort()).toEqual([...app, '/assets/core-ar.js'].sort());
  });

  it('paints a rendered page from its HTML alone: styles inline, web fonts and scripts asked for once painted, by a loader the CSP allows by its hash', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/courses' });
    const html = response.body;
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('rel="preload" as="font"');
    // The styles in the page; the local fallback face stays on, the web font waits, off.
    expect(html).toContain(`<style>${LOCAL_FACE}body{margin:0}</style>`);
    expect(html).toContain(`<style id="page-fonts" media="not all">${WEB_FONT}</style>`);
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toContain("document.getElementById('page-scripts')");
    // In the head, before anything is drawn: the mark of a browser that keeps an admin session.
    const staffMark = /<head><script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(staffMark).toContain("localStorage.getItem('adminInfo')");
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const allowed = [loader!, staffMark!].map((script) => hashOf(script).replace(/[+/]/g, '\\$&')).join(' ');
    expect(String(response.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' ${allowed}(;|$)`),
    );
    // No other inline script runs: the rest are JSON.
    expect([...html.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)]).toHaveLength(2);
  });

  it('preloads the scripts and texts of the admin, beyond the first load', async () => {
    const preloads = async (url: string) =>
      [
        ...(await ctx.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g,
        ),
      ]
        .map((match) => match[1])
        .sort();
    const app = ['/assets/boot-1.js', '/assets/shell-1.js'];
    const withApp = (files: string[]) => [...app, ...files].sort();
    // The admin: all of its code (every screen is in it), the head start that sends its first
    // screen's reads, and its texts in the admin's own language (French until chosen in the admin),
    // whatever the site's: ?lng= only changes the site's first texts.
    const admin = [
      '/assets/AdminApp-1.js',
      '/assets/admin-first-reads-1.js',
      '/assets/admin-fr.js',
      '/assets/first-reads-1.js',
      '/assets/form-1.js',
      '/assets/site-fr.js',
    ];
    expect(await preloads('/admin/courses')).toEqual(withApp(admin));
    expect(await preloads('/admin/leads?status=new')).toEqual(withApp(admin));
    expect(await preloads('/admin/courses?lng=ar')).toEqual(withApp([...admin, '/assets/core-ar.js']));
    // The head start is asked for first: a browser takes a few files at a time from one server.
    const inOrder = [
      ...(await ctx.inject({ method: 'GET', url: '/admin/leads' })).body.matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g,
      ),
    ].map((match) => match[1]);
    expect(inOrder.slice(0, 2)).toEqual(['/assets/admin-first-reads-1.js', '/assets/first-reads-1.js']);
    // The admin keeps the build's own tags: its style sheet and entry.
    const shell = (await ctx.inject({ method: 'GET', url: '/admin/courses' })).body;
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it("preloads the admin's fonts in the language it first shows, WOFF2 only", async () => {
    const fonts = async (url: string) =>
      [
        ...(await ctx.inject({ method: 'GET', url })).body.matchAll(
          /<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin \/>/g,
        ),
      ]
        .map((match) => match[1])
        .sort();
    expect(await fonts('/admin/courses')).toEqual(['/assets/inter-latin-wght-normal-a1.woff2']);
    expect(await fonts('/admin/courses?lng=en')).toEqual(['/assets/inter-latin-wght-normal-a1.woff2']);
    expect(await fonts('/admin/courses?lng=ar')).toEqual([
      '/assets/cairo-arabic-wght-normal-b1.woff2',
      '/assets/cairo-latin-wght-normal-c1.woff2',
    ]);
  });

  it('serves hashed assets as immutable and answers JSON 404 for unknown files and API paths', async () => {
    const asset = await ctx.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const compressed = await ctx.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    for (const url of ['/assets/missing.js', '/api/nothing-here', '/uploads/missing.webp']) {
      const response = await ctx.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/No such address/);
    }
    expect((await ctx.inject({ method: 'POST', url: '/courses' })).statusCode).toBe(404);
  });

  it('does not serve files outside the upload folder', async () => {
    fs.writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'PRIVATE-CONTENT');
    for (const url of [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/secret.txt',
    ]) {
      const response = await ctx.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('PRIVATE-CONTENT');
    }
  });

  it('allows CORS for CORS_ORIGINS only (the site itself is same-origin and needs none)', async () => {
    const preflight = (origin: string) =>
      ctx.inject({
        method: 'OPTIONS',
        url: '/api/courses',
        headers: { origin, host: 'localhost:3000', 'access-control-request-method': 'GET' },
      });
    expect((await preflight('https://desktop.takwin.tn')).headers['access-control-allow-origin']).toBe(
      'https://desktop.takwin.tn',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    const read = await ctx.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: 'https://desktop.takwin.tn' },
    });
    expect(read.headers['access-control-allow-origin']).toBe('https://desktop.takwin.tn');
    expect(String(read.headers.vary)).toMatch(/Origin/);
    expect(String(read.headers.vary)).toMatch(/Accept-Encoding/);
    expect(
      (await ctx.inject({ method: 'GET', url: '/api/courses', headers: { origin: 'https://evil.example' } })).headers[
        'access-control-allow-origin'
      ],
    ).toBeUndefined();
  });

  it("sends API data with a small set of security headers, and pages with the site's full policy", async () => {
    const data = await ctx.inject({ method: 'GET', url: '/api/courses' });
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['x-frame-options']).toBe('DENY');
    expect(data.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/', '/course/x?lng=ar', '/login', '/admin/courses', '/api/docs/json']) {
      const page = await ctx.inject({ method: 'GET', url, headers: ctx.auth });
      expect(String(page.headers['content-security-policy']), url).toContain("script-src 'self'");
      expect(page.headers['strict-transport-security'], url).toMatch(/max-age=/);
      expect(page.headers['origin-agent-cluster'], url).toBe('?1');
    }
  });

  it('isolates the sign-in page and the admin from other windows, not the pages visitors read', async () => {
    for (const url of [
      '/login',
      '/login?lng=en',
      '/admin',
      '/admin/leads?status=new',
      '/api/docs/json',
      '/no-such-page',
    ]) {
      expect(
        (await ctx.inject({ method: 'GET', url, headers: ctx.auth })).headers['cross-origin-opener-policy'],
        url,
      ).toBe('same-origin');
    }
    // Every page visitors read (all the site's pages but the sign-in), with a query or two.
    const visitorPages = SITE_PAGES.filter((page) => page !== '/login').map((page) => page.replace(':id', 'x'));
    for (const url of [...visitorPages, '/?lng=ar', '/courses?q=excel']) {
      expect((await ctx.inject({ method: 'GET', url })).headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('serves the OpenAPI document generated from the routes at /api/docs, to signed-in staff only', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const stranger = await ctx.inject({ method: 'GET', url });
      expect(stranger.statusCode, url).toBe(401);
      expect(stranger.json(), url).toMatchObject({ code: 'session_required' });
    }
    const ui = await ctx.inject({ method: 'GET', url: '/api/docs', headers: ctx.auth });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = (await ctx.inject({ method: 'GET', url: '/api/docs/json', headers: ctx.auth })).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/courses',
      '/api/courses/{id}',
      '/api/leads',
      '/api/company-leads',
      '/api/candidatures',
      '/api/instructors',
      '/api/users/login',
      '/api/health',
    ]) {
      expect(Object.keys(spec.paths)).toContain(route);
    }
  });

  it('opens /api/docs to anyone when API_DOCS=public', async () => {
    const open = await createTestContext({ env: { API_DOCS: 'public' } });
    try {
      expect((await open.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
    expect(() => readConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      currency: 'TND',
      corsOrigins: [],
      adminEmail: 'admin@takwin.tn',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ CORS_ORIGINS: 'https://ok.example/path' }, 'CORS_ORIGINS'],
    [{ CURRENCY: 'dinar' }, 'CURRENCY'],
  ])('refuses %o naming the setting', (env, name) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(name);
  });

  it('keeps a generated token secret in DATA_DIR so tokens survive restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-secret-'));
    const config = readConfig({ DATA_DIR: dataDir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret(readConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the first admin once, printing a generated password that works', async () => {
    const printed: string[] = [];
    const config = { ...ctx.config, adminEmail: 'second@test.tn', adminPassword: undefined };
    await ensureAdmin(ctx.app.repos, config, (message) => printed.push(message));
    expect(printed).toEqual([]); // an admin exists already: nothing to do

    await ctx.app.repos.staffUsers.delete((await ctx.app.repos.staffUsers.findByEmail(ctx.config.adminEmail))!._id);
    await ensureAdmin(ctx.app.repos, config, (message) => printed.push(message));
    const password = /password: (\S+)/.exec(printed.join('\n'))?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(20);
    const login = await ctx.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'second@test.tn', password },
    });
    expect(login.statusCode).toBe(200);
  });
});
