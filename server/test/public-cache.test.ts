import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../shared/domain/index.ts';
import { courseFields, createCourse, createInstructor } from './support/builders.ts';
import { useTestContext } from './support/context.ts';

const ctx = useTestContext();
let instructorId: string;
beforeAll(async () => {
  instructorId = (await createInstructor(ctx))._id;
});

const publish = (id: string) => ctx.inject({ method: 'PUT', url: `/api/courses/${id}/publish`, headers: ctx.auth });

describe('public catalogue reads', () => {
  it('come from memory: many visits, one query', async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    const list = vi.spyOn(ctx.app.repos.courses, 'list');
    const find = vi.spyOn(ctx.app.repos.courses, 'findById');
    for (let visit = 0; visit < 20; visit++) {
      expect((await ctx.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(200);
      expect((await ctx.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(200);
    }
    expect(list).toHaveBeenCalledTimes(1);
    expect(find).toHaveBeenCalledTimes(1);
    list.mockRestore();
    find.mockRestore();
  });

  it('answer 304 to a visitor who already has this version, and a new ETag once it changes', async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    for (const url of ['/api/courses', `/api/courses/${course._id}`]) {
      const first = await ctx.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await ctx.inject({
        method: 'PUT',
        url: `/api/courses/${course._id}`,
        headers: ctx.auth,
        payload: courseFields(instructorId, { price: '1234' }),
      });
      const changed = await ctx.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toContain('1234');
    }
  });

  it('show every admin write at once: publish, edit, unpublish, delete', async () => {
    const course = await createCourse(ctx, instructorId, { title: { fr: 'Cache frais', en: 'Fresh', ar: 'طازج' } });
    const titles = async () =>
      ((await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as CourseSummary[]).map(
        (item) => item.title.fr,
      );
    expect(await titles()).not.toContain('Cache frais');
    await publish(course._id);
    expect(await titles()).toContain('Cache frais');
    await ctx.inject({
      method: 'PUT',
      url: `/api/courses/${course._id}`,
      headers: ctx.auth,
      payload: courseFields(instructorId, { title: { fr: 'Cache modifié', en: 'Edited', ar: 'معدل' } }),
    });
    expect(await titles()).toContain('Cache modifié');
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${course._id}` })).json().title.fr).toBe(
      'Cache modifié',
    );
    await publish(course._id);
    expect(await titles()).not.toContain('Cache modifié');
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(404);
    await publish(course._id);
    await ctx.inject({ method: 'DELETE', url: `/api/courses/${course._id}`, headers: ctx.auth });
    expect(await titles()).not.toContain('Cache modifié');
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${course._id}` })).statusCode).toBe(404);
  });

  it('show a write made through an odd spelling of its address: the route that ran clears the cache, not the URL text', async () => {
    const course = await createCourse(ctx, instructorId, {
      title: { fr: 'Adresse encodée', en: 'Encoded', ar: 'مرمز' },
    });
    const titles = async () =>
      ((await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as CourseSummary[]).map(
        (item) => item.title.fr,
      );
    expect(await titles()).not.toContain('Adresse encodée'); // the list is now held in memory
    let routed = 0;
    for (const url of [
      `/%61pi/courses/${course._id}/publish`,
      `/api/c%6Furses/${course._id}/publish`,
      `/api/courses/${course._id}/publish/`,
    ]) {
      const write = await ctx.inject({ method: 'PUT', url, headers: ctx.auth });
      // Either no route takes it (nothing changed), or the route ran and the list is fresh.
      if (write.statusCode === 404) continue;
      routed += 1;
      expect(write.statusCode, url).toBe(200);
      if (write.json().isPublished) expect(await titles(), url).toContain('Adresse encodée');
      else expect(await titles(), url).not.toContain('Adresse encodée');
    }
    expect(routed).toBeGreaterThan(0); // Fastify decodes the path before routing: these are the same route
    // An instructor's name shows in the course cards: its writes clear the list too, whatever the spelling.
    const spare = await createInstructor(ctx, 'Instructeur encodé');
    await titles();
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/%61pi/instructors/${spare._id}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
    const list = vi.spyOn(ctx.app.repos.courses, 'list');
    await titles();
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it('leave failed writes and drafts out', async () => {
    const before = (await ctx.inject({ method: 'GET', url: '/api/courses' })).headers.etag;
    await ctx.inject({ method: 'PUT', url: '/api/courses/unknown/publish', headers: ctx.auth });
    expect((await ctx.inject({ method: 'GET', url: '/api/courses' })).headers.etag).toBe(before);
    const draft = await createCourse(ctx, instructorId);
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${draft._id}` })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${draft._id}`, headers: ctx.auth })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.inject({ method: 'GET', url: `/api/courses/${draft._id}/edit`, headers: ctx.auth })).json()
        .isPublished,
    ).toBe(false);
  });

  it('come compressed to a client that takes Brotli or gzip, each encoding with its own ETag', async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    for (const url of ['/api/courses', `/api/courses/${course._id}`]) {
      const plain = await ctx.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toContain('Accept-Encoding');
      const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        const packed = await ctx.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        expect(packed.headers['content-encoding'], acceptEncoding).toBe(expected);
        expect(packed.headers['content-type']).toMatch(/^application\/json/);
        expect(decoders[expected](packed.rawPayload).toString('utf8')).toBe(plain.body);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(packed.headers.etag).not.toBe(plain.headers.etag);
        const again = await ctx.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(packed.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        // The plain version's ETag does not validate the compressed one.
        const other = await ctx.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': acceptEncoding, 'if-none-match': String(plain.headers.etag) },
        });
        expect(other.statusCode).toBe(200);
      }
    }
  });
});

/** A GET over a real socket, its bytes as sent (not decompressed). */
function rawGet(port: number, url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** What the answer says, without what the socket adds (date, connection, keep-alive). */
const answerHeaders = (headers: http.IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name.toLowerCase())),
  );

describe('kept catalogue reads on a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });

  it("are answered before the routes, with the route's very bytes and headers, compressed or 304", async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    for (const url of ['/api/courses', `/api/courses/${course._id}`]) {
      const etag = String((await ctx.inject({ method: 'GET', url })).headers.etag);
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'br' },
        { 'accept-encoding': 'gzip' },
        { 'if-none-match': etag },
      ];
      for (const headers of variants) {
        // app.inject runs the route (and keeps its answer); the socket then finds it kept.
        const viaRoute = await ctx.inject({ method: 'GET', url, headers });
        const routes = [
          vi.spyOn(ctx.app.publishedCourses, 'publishedList'),
          vi.spyOn(ctx.app.publishedCourses, 'publishedCourse'),
        ];
        const early = await rawGet(port, url, headers);
        for (const route of routes) {
          expect(route, `${url} ${JSON.stringify(headers)}`).not.toHaveBeenCalled();
          route.mockRestore();
        }
        expect(early.status).toBe(viaRoute.statusCode);
        expect(answerHeaders(early.headers)).toEqual(answerHeaders(viaRoute.headers));
        expect(early.body.equals(viaRoute.rawPayload)).toBe(true);
      }
    }
  });

  it('leave an address another route owns to it, whatever course the cache keeps under that word', async () => {
    const course = await createCourse(ctx, instructorId, { slug: { fr: 'all', en: 'all-en', ar: 'all-ar' } });
    await publish(course._id);
    // The site's page /course/all reads its course by that slug, and keeps it under "all".
    expect((await ctx.app.publishedCourses.publishedCourse('all'))?.value._id).toBe(course._id);
    const adminList = await rawGet(port, '/api/courses/all');
    expect(adminList.status).toBe(401);
    const signedIn = await rawGet(port, '/api/courses/all', { authorization: String(ctx.auth.authorization) });
    expect(Array.isArray(JSON.parse(signedIn.body.toString()))).toBe(true);
  });

  it('leave to the routes what is not kept, or not asked for plainly, and show a write at once', async () => {
    const course = await createCourse(ctx, instructorId);
    await publish(course._id);
    const url = `/api/courses/${course._id}`;
    await rawGet(port, url);
    const route = vi.spyOn(ctx.app.publishedCourses, 'publishedCourse');
    // Another method, a query string, an Origin (CORS's to answer), another spelling of the address.
    await rawGet(port, url, {}, 'HEAD');
    await rawGet(port, `${url}?lng=ar`);
    await rawGet(port, url, { origin: 'https://elsewhere.example' });
    await rawGet(port, `${url}/`);
    expect(route).toHaveBeenCalledTimes(4);
    await ctx.inject({
      method: 'PUT',
      url,
      headers: ctx.auth,
      payload: courseFields(instructorId, { price: '4321' }),
    });
    const changed = await rawGet(port, url);
    expect(route).toHaveBeenCalledTimes(5);
    expect(changed.body.toString()).toContain('4321');
    route.mockRestore();
  });
});
