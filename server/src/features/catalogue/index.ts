/** The catalogue: courses, their sessions and instructors (`app.catalogue`, its write paths), at /api. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import courseSessionsRoutes from './course-sessions-routes.ts';
import coursesRoutes from './courses-routes.ts';
import instructorsRoutes from './instructors-routes.ts';
import { createCatalogueService } from './service.ts';

async function catalogueFeature(app: FastifyInstance) {
  app.decorate(
    'catalogue',
    createCatalogueService({
      audit: app.audit,
      clearCatalogue: () => app.publicCaches.clearCatalogue(),
      images: app.storage,
    }),
  );
  await app.register(coursesRoutes, { prefix: '/api' });
  await app.register(courseSessionsRoutes, { prefix: '/api' });
  await app.register(instructorsRoutes, { prefix: '/api' });
}

export default fp(catalogueFeature, {
  name: 'catalogue',
  dependencies: ['db', 'auth', 'multipart', 'storage', 'audit', 'public-caches'],
});
