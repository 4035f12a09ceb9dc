/**
 * The public caches (`app.publicCaches`): the published catalogue, read through `source` (the
 * catalogue's repositories), and the rendered pages, cleared here and on every instance.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  { source }: { source: (app: FastifyInstance) => PublishedCatalogueSource },
) {
  const { courses, sessions } = source(app);
  app.decorate('publicCaches', new PublicCaches(new PublishedCoursesCache(courses, sessions), app.cluster));
  app.decorate('publishedCourses', app.publicCaches.catalogue);
  app.decorate('publicPages', app.publicCaches.pages);
}

export default fp(cachePlugin, { name: 'public-caches', dependencies: ['db', 'cluster'] });
