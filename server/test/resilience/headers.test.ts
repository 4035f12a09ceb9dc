/**
 * Security headers on what platform.test.ts does not look at: pages it does not request (an
 * unknown page, HEAD, index.html as a file, the API docs, the page shown before any build, and
 * random page addresses), every kind of API error, public images, and CV downloads of each type.
 */
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSitePage } from '../../../shared/domain/index.ts';
import { createCourse, createInstructor } from '../support/builders.ts';
import { multipart, type TestContext, useTestContext } from '../support/context.ts';
import { docBytes, docxBytes, pngBytes } from '../support/fixtures.ts';
import { makeWebDist, removeWebDist } from '../support/web-build.ts';

let webDist: string;

beforeAll(() => {
  // A stand-in build of the site, manifest included, so that pages go through the same code as in production.
  webDist = makeWebDist({
    'index.html':
      '<!doctype html><html><head><meta name="site-currency" content="TND" /></head><body><div id="root"></div></body></html>',
    'assets/index-1.js': 'console.log(1)',
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '../shared/site/courses/CoursesPage.tsx': { file: 'assets/CoursesPage-1.js' },
      '../shared/site/course/CourseDetailPage.tsx': { file: 'assets/CourseDetailPage-1.js' },
      '../shared/admin/AdminApp.tsx': { file: 'assets/AdminApp-1.js' },
      '../shared/i18n/locales/ar/courses.json': { file: 'assets/courses-ar.js' },
    }),
  });
});
afterAll(() => removeWebDist(webDist));
// A low form limit, so that a 429 is reached in a few requests.
const ctx = useTestContext(() => ({ config: { webDistDir: webDist }, env: { FORM_RATE_LIMIT: '3' } }));
// No build at all: the server answers its own placeholder page.
const bare = useTestContext(() => ({ config: { webDistDir: path.join(webDist, 'missing') } }));

/** A page of the site answers 200; any other page-like address the same app with a 404 (its not-found page). */
function expectPageHeaders(response: LightMyRequestResponse, label: string, status = 200) {
  expect(response.statusCode, label).toBe(status);
  expect(String(response.headers['content-type']), label).toMatch(/^text\/html/);
  const csp = String(response.headers['content-security-policy']);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"])
    expect(csp, label).toContain(directive);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

function expectJsonErrorHeaders(response: LightMyRequestResponse, status: number, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
  expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect((response.json() as { message?: unknown }).message, label).toEqual(expect.stringMatching(/\S/));
}

describe('every HTML answer', () => {
  it('carries the CSP, nosniff and a Referrer-Policy on an unknown page, HEAD, index.html itself and a deep admin page', async () => {
    for (const [method, url, status] of [
      ['GET', '/this/page/does/not/exist', 404],
      ['GET', '/course/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 200],
      ['GET', '/admin/courses/new?lng=ar', 200],
      ['GET', '/index.html', 200],
      ['HEAD', '/', 200],
      ['HEAD', '/courses', 200],
      ['HEAD', '/unknown-page', 404],
    ] as const) {
      expectPageHeaders(await ctx.inject({ method, url }), `${method} ${url}`, status);
    }
  });

  it('carries them on the API documentation page', async () => {
    const docs = await ctx.inject({ method: 'GET', url: '/api/docs', headers: ctx.auth });
    expectPageHeaders(docs, 'GET /api/docs');
  });

  it('carries them on the page shown when the site has not been built', async () => {
    for (const url of ['/', '/courses', '/admin/courses', '/no-such-page']) {
      const response = await bare.inject({ method: 'GET', url });
      expectPageHeaders(response, url, url === '/no-such-page' ? 404 : 200);
      expect(response.body).toContain('has not been built');
    }
  });

  it('carries them on random page addresses, queries and languages, and never answers a server error', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'courses',
        'course',
        'admin',
        'entreprises',
        'login',
        'about',
        '..',
        '%2e%2e',
        '%00',
        '%22%3E%3Cscript%3E',
        'demo-1',
        '\u202e',
        'تكوين',
      ),
      fc.string({ maxLength: 20 }),
    );
    const arbitrary = fc.record({
      segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
      query: fc.oneof(
        fc.constant(''),
        fc.constantFrom('?lng=ar', '?lng=%ZZ', '?lng=', '?lng=ar&lng=fr', '?a=%'),
        fc
          .string({ maxLength: 30 })
          .map((text) => `?lng=${encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'))}`),
      ),
      language: fc.option(
        fc.oneof(
          fc.constantFrom('ar', 'ar-TN,fr;q=0.8', '*', ';;;,,,', 'en-US,en;q=0.9', 'x'.repeat(4000)),
          fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
        ),
        { nil: undefined },
      ),
    });
    const seed = 0x4ead01;
    try {
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ segments, query, language }) => {
          const url = `/${segments.map((part) => encodeURIComponent(part.replace(/[\ud800-\udfff]/gu, '\ufffd'))).join('/')}${query}`;
          const response = await ctx.inject({
            method: 'GET',
            url,
            headers: language === undefined ? {} : { 'accept-language': language },
          });
          const label = `GET ${url} accept-language=${language}`;
          expect(response.statusCode, label).toBeLessThan(500);
          const page = String(response.raw.req.url).split('?')[0]!;
          if (String(response.headers['content-type']).startsWith('text/html'))
            expectPageHeaders(response, label, isSitePage(page) ? 200 : 404);
          else expect(response.headers['x-content-type-options'], label).toBe('nosniff');
        }),
        { seed, numRuns: 200 },
      );
    } catch (error) {
      throw new Error(`random page addresses: failed with seed ${seed}\n${(error as Error).message}`, { cause: error });
    }
  });
});

describe('every API error', () => {
  it('is JSON with nosniff, whatever the status', async () => {
    const instructor = await createInstructor(ctx, 'Busy Instructor');
    await createCourse(ctx, instructor._id); // the instructor teaches it: deleting them is a 409
    const cases: [number, string, Parameters<TestContext['inject']>[0]][] = [
      [400, 'invalid input', { method: 'POST', url: '/api/leads', payload: { name: '' } }],
      [
        400,
        'malformed JSON',
        { method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload: '{"name":' },
      ],
      [
        400,
        'a truncated multipart form',
        {
          method: 'POST',
          url: '/api/candidatures',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x\r\nContent-Disposition: form-data; name="cv"; filename="a.pdf"\r\n\r\n%PDF',
        },
      ],
      [401, 'no token', { method: 'GET', url: '/api/leads' }],
      [404, 'an unknown API address', { method: 'GET', url: '/api/nothing-here' }],
      [404, 'an unknown course', { method: 'GET', url: '/api/courses/00000000-0000-7000-8000-000000000000' }],
      [404, 'an unknown image', { method: 'GET', url: '/uploads/missing.webp' }],
      [404, 'a POST to a page', { method: 'POST', url: '/courses' }],
      [
        409,
        'an instructor still teaching',
        { method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth },
      ],
      [
        413,
        'a body over the limit',
        {
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024) }),
        },
      ],
      [
        415,
        'an unknown content type',
        { method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/xml' }, payload: '<lead/>' },
      ],
    ];
    // One address per request: the form limit of 3 must not answer for the case under test.
    for (const [index, [status, label, request]] of cases.entries()) {
      expectJsonErrorHeaders(await ctx.inject({ remoteAddress: `10.78.0.${index}`, ...request }), status, label);
    }

    const lead = { name: 'Rate Limited', email: 'rate@example.tn' };
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 4; attempt++)
      last = await ctx.inject({ method: 'POST', url: '/api/leads', payload: lead, remoteAddress: '10.77.0.1' });
    expectJsonErrorHeaders(last!, 429, 'the form rate limit');
  });

  // Fastify answers these before any hook runs: server/src/app.ts's frameworkErrors answers them.
  it('is JSON with nosniff for an address that cannot be decoded', async () => {
    expectJsonErrorHeaders(
      await ctx.inject({ method: 'GET', url: '/api/courses/%E0%A4%A' }),
      400,
      'a malformed escape',
    );
  });

  it('is JSON with nosniff for an id over the router limit', async () => {
    expectJsonErrorHeaders(
      await ctx.inject({ method: 'GET', url: `/api/courses/${'a'.repeat(200)}` }),
      404,
      'a very long id',
    );
  });
});

describe('cross-origin reads', () => {
  it('are allowed to no one when CORS_ORIGINS is empty: no CORS header on a read or a preflight', async () => {
    const read = await ctx.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeLessThan(500);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('files', () => {
  it('serves an instructor photo as WebP with nosniff, on GET and HEAD', async () => {
    const instructor = await createInstructor(ctx, 'Photo Instructor', {
      name: 'avatar',
      filename: 'photo.png',
      content: await pngBytes(120, 120),
      contentType: 'image/png',
    });
    expect(instructor.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.inject({ method, url: instructor.imageUrl! });
      expect(response.statusCode, method).toBe(200);
      expect(response.headers['content-type'], method).toBe('image/webp');
      expect(response.headers['x-content-type-options'], method).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), method).toContain("default-src 'self'");
      expect(response.headers['cross-origin-resource-policy'], method).toBe('same-site');
    }
  });

  it.each([
    ['DOCX', 'cv.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['DOC', 'cv.doc', docBytes(), 'application/msword'],
  ])(
    'sends a %s CV as a no-store attachment with nosniff and its real type',
    async (_label, filename, content, type) => {
      const form = await multipart({ name: 'Nour Ayari', email: 'nour@example.tn' }, [
        { name: 'cv', filename, content, contentType: 'text/html' },
      ]);
      const created = await ctx.inject({
        method: 'POST',
        url: '/api/candidatures',
        headers: form.headers,
        payload: form.payload,
        remoteAddress: '10.77.0.2',
      });
      expect(created.statusCode, created.body).toBe(201);
      const download = await ctx.inject({ method: 'GET', url: created.json().cvPath, headers: ctx.auth });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="cv\\${path.extname(filename)}"`),
      );
      expect(download.headers['cache-control']).toBe('no-store');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});
