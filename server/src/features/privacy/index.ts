/**
 * Personal data (`app.personalData`): the retention sweep, and a person's data read, exported or
 * erased at /api/people; the privacy notice's figures at /api/privacy.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import peopleRoutes from './people-routes.ts';
import privacyRoutes from './privacy-routes.ts';
import { PersonalDataService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retention sweep, and a person's data read or erased (features/privacy/service.ts). */
    personalData: PersonalDataService;
  }
}

async function privacyFeature(app: FastifyInstance) {
  app.decorate(
    'personalData',
    new PersonalDataService({
      repos: app.repos,
      audit: app.audit,
      storage: app.storage,
      config: app.config,
      log: app.log,
      // Erased or expired pre-registrations may free seats of a session, which visitors see.
      onSeatsChanged: () => app.publicCaches.clearCatalogue(),
      runAlone: app.runAlone,
      scrub: (tables) => app.db.scrub(tables),
    }),
  );
  app.addHook('onClose', async () => app.personalData.stop());
  await app.register(peopleRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });
}

export default fp(privacyFeature, {
  name: 'privacy',
  dependencies: ['db', 'auth', 'storage', 'audit', 'cluster', 'public-caches'],
});
