/**
 * Addresses of any shape: the site's pages answer the app with a 200, any other page-like address
 * the same app with a 404 (it draws the not-found page), and the API, files and uploads a JSON
 * 404 (or a 400 for what no address can be). Never a 403, never a soft 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitePage, SITE_PAGE_PATHS } from '../../shared/domain/index.ts';
import { createInstructor } from './support/builders.ts';
import { useTestContext } from './support/context.ts';
import { pngBytes } from './support/fixtures.ts';
import { makeWebDist, removeWebDist, SITE_PAGES } from './support/web-build.ts';

let webDist: string;

beforeAll(() => {
  // A stand-in build of the site, with a dot-folder and a public file as the real one has.
  webDist = makeWebDist({
    'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    'assets/app-abc123.js': 'console.log(1)',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': '{}',
  });
});
afterAll(() => removeWebDist(webDist));
const ctx = useTestContext(() => ({ config: { webDistDir: webDist } }));

const get = (url: string) => ctx.inject({ method: 'GET', url });

const expectJsonError = (response: Awaited<ReturnType<typeof get>>, url: string) => {
  expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  expect(typeof response.json().message, url).toBe('string');
};

describe('unknown addresses', () => {
  it("answer the site's pages with the app and a 200", async () => {
    // ('/courses/' is sent to '/courses' first: see pages.test.ts.)
    const pages = [
      ...SITE_PAGES.map((page) => page.replace(':id', 'abc-123')),
      '/admin',
      '/admin/courses',
      '/admin/anything/deep',
      '/contact?lng=ar',
    ];
    for (const url of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("answer any other page-like address with the app's not-found page and a 404", async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/random/deep/path',
      '/course/x/y',
      '/course',
      '/courses/extra',
      '/nothing',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/admin-panel',
      '/.vite/manifest',
      '/favicon.svg/x',
    ]) {
      const head = await ctx.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      // The same app: the client router draws its not-found page for this address.
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answer the API, odd spellings of it included, with a JSON 404 and never a 403', async () => {
    for (const url of [
      '//api/courses',
      '///api/courses',
      '//api//courses',
      '/api',
      '/api/',
      '/api/nothing',
      '/API/courses/x/y',
      '/api/courses/x/y',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expectJsonError(response, url);
    }
  });

  it('answer over-long ids with a JSON 404 or 400, whatever the method, never a 403', async () => {
    for (const length of [65, 101, 200, 300, 5_000]) {
      for (const [method, url] of [
        ['GET', `/api/courses/${'a'.repeat(length)}`],
        ['PUT', `/api/courses/${'a'.repeat(length)}/publish`],
        ['DELETE', `/api/instructors/${'a'.repeat(length)}`],
        ['GET', `/api/candidatures/${'é'.repeat(length)}/cv`],
      ] as const) {
        const response = await ctx.inject({ method, url, headers: ctx.auth });
        expect([400, 404], `${method} ${length}`).toContain(response.statusCode);
        expectJsonError(response, `${method} ${url.slice(0, 40)}`);
      }
    }
  });

  it('answer files with a JSON 404: missing ones, scanners, dot-files, odd upload paths', async () => {
    const urls = [
      '/wp-login.php',
      '/assets/missing.js',
      '/assets/../.vite/manifest.json',
      '/.vite/manifest.json',
      '/uploads/.env',
      '/uploads//x.webp',
      '/uploads/..%2f.env',
      '/uploads/%2e%2e%2fsecret.txt',
      `/uploads/${'a'.repeat(300)}.webp`,
      '/uploads/missing.webp',
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expectJsonError(response, url);
    }
    expect((await ctx.inject({ method: 'POST', url: '/.env' })).statusCode).toBe(404);
  });

  it('still serve the files of the build and stored pictures', async () => {
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    const instructor = await createInstructor(ctx, 'Unknown Paths', {
      name: 'avatar',
      filename: 'me.png',
      content: await pngBytes(40, 40),
      contentType: 'image/png',
    });
    expect(instructor.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const picture = await get(instructor.imageUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect((await ctx.inject({ method: 'HEAD', url: instructor.imageUrl! })).statusCode).toBe(200);
  });
});

describe('the list of the site pages (shared with the client router)', () => {
  it('matches as react-router does: case-insensitive, trailing slashes ignored, a param is one segment, a splat any rest', () => {
    for (const page of [
      '/',
      '//',
      '/courses',
      '/COURSES',
      '/courses/',
      '/courses//',
      '/course/1',
      '/course/%2F',
      '/admin',
      '/admin/',
      '/admin/x/y',
      '/login',
    ])
      expect(isSitePage(page), page).toBe(true);
    for (const other of [
      '',
      'courses',
      '//courses',
      '/course/',
      '/course//',
      '/course/a/b',
      '/adminx',
      '/api',
      '/.env',
    ])
      expect(isSitePage(other), other).toBe(false);
    expect(Object.values(SITE_PAGE_PATHS)).toEqual([...SITE_PAGES, '/admin/*']);
  });
});
