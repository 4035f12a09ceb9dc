/** The centre's settings (`app.centreSettings`: its details, read by every page) and the routing of staff notifications. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import centreSettingsRoutes from './centre-settings-routes.ts';
import notificationRoutingRoutes from './notification-routing-routes.ts';
import { CentreSettingsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    centreSettings: CentreSettingsService;
  }
}

async function settingsFeature(app: FastifyInstance) {
  app.decorate(
    'centreSettings',
    new CentreSettingsService(app.db.kysely, {
      logos: app.storage,
      onSaved: () => app.publicCaches.clearPages(),
    }),
  );
  app.publicCaches.hold(app.centreSettings);
  await app.register(centreSettingsRoutes, { prefix: '/api' });
  await app.register(notificationRoutingRoutes, { prefix: '/api' });
}

export default fp(settingsFeature, {
  name: 'settings',
  dependencies: ['db', 'auth', 'audit', 'storage', 'public-caches'],
});
