/**
 * The public caches (`app.publicCaches`): the published catalogue, read through `source` (the
 * catalogue's repositories), and the rendered pages, cleared here and on every instance.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CachedReads } from './cached-reads.ts';
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
    cachedReads,
  }: {
    /** The catalogue's repositories (app.repos). */
    source: (app: FastifyInstance) => PublishedCatalogueSource;
    /** Answers the catalogue's reads before Fastify; none where CORS must see every request. */
    cachedReads?: CachedReads;
  },
) {
  const { courses, courseSessions } = source(app);
  app.decorate('publicCaches', new PublicCaches(new PublishedCoursesCache(courses, courseSessions), app.cluster));
  app.decorate('publishedCourses', app.publicCaches.catalogue);
  app.decorate('publicPages', app.publicCaches.pages);
  if (!cachedReads || app.config.corsOrigins.length > 0) return;
  cachedReads.serve(app.publishedCourses);
  // A closing server answers every new request as Fastify does (503).
  app.addHook('preClose', async () => cachedReads.stop());
}

export default fp(cachePlugin, { name: 'public-caches', dependencies: ['db', 'cluster'] });
