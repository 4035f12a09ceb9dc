/**
 * The public caches (`app.publicCaches`): the published catalogue, read through `source` (the
 * catalogue's repositories), and the rendered pages, cleared here and on every instance. The
 * catalogue's kept answers are also sent before Fastify (cached-reads.ts).
 */
import type { RequestListener } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CachedReads } from './cached-reads.ts';
import { PublicCaches } from './public-caches.ts';
import { type PublishedCatalogueSource, PublishedCoursesCache } from './published-courses-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public caches and their clearing, here and on the other instances. */
    publicCaches: PublicCaches;
    /** The published catalogue, ready to send (publicCaches.catalogue). */
    publishedCourses: PublishedCoursesCache;
    /** The rendered public pages (publicCaches.pages). */
    publicPages: PublicCaches['pages'];
  }
}

async function cachePlugin(
  app: FastifyInstance,
  {
    source,
  }: { /** The catalogue's repositories (app.repos). */ source: (app: FastifyInstance) => PublishedCatalogueSource },
) {
  const { courses, courseSessions } = source(app);
  app.decorate('publicCaches', new PublicCaches(new PublishedCoursesCache(courses, courseSessions), app.cluster));
  app.decorate('publishedCourses', app.publicCaches.catalogue);
  app.decorate('publicPages', app.publicCaches.pages);

  // With CORS_ORIGINS set, CORS must see every request: nothing is answered before Fastify.
  if (app.config.corsOrigins.length > 0) return;
  // Every GET address a route owns outright (GET /api/courses/all), gathered as the routes are
  // declared: a kept course never answers one, whatever its slug.
  const ownedPaths = new Set<string>();
  app.addHook('onRoute', ({ method, url }) => {
    if ([method].flat().includes('GET') && !url.includes(':') && !url.includes('*')) ownedPaths.add(url);
  });
  const reads = new CachedReads(app.publishedCourses, ownedPaths);
  // The server Fastify made keeps its request handler, asked once the kept answers have passed.
  const [fastifyHandler] = app.server.listeners('request') as RequestListener[];
  app.server.removeAllListeners('request');
  app.server.on('request', (request, response) => {
    if (!reads.answer(request, response)) fastifyHandler!(request, response);
  });
  app.addHook('preClose', async () => reads.stop());
}

export default fp(cachePlugin, { name: 'public-caches', dependencies: ['db', 'cluster'] });
