/**
 * The visitors' requests: pre-registrations (leads), quote requests (company leads), applications
 * (candidatures) and contact messages, received from the public forms and worked on in the staff
 * inboxes (`app.requestService`, their write paths), with the live events that tell staff of them
 * on every instance (`app.requestEvents`, GET /api/events).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ExportSlots } from '../../infra/http/export-slots.ts';
import candidaturesRoutes from './candidatures-routes.ts';
import { type CandidatureService, createCandidatureService } from './candidatures-service.ts';
import companyLeadsRoutes from './company-leads-routes.ts';
import contactMessagesRoutes from './contact-messages-routes.ts';
import inboxRoutes from './inbox-routes.ts';
import leadsRoutes from './leads-routes.ts';
import { RequestEvents } from './live-events.ts';
import liveEventsRoutes from './live-events-routes.ts';
import { createRequestService, type RequestService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requestEvents: RequestEvents;
    requestService: RequestService;
    /** Applications and their CVs (candidatures-service.ts). */
    candidatures: CandidatureService;
    /** The CSV exports running on this instance (infra/http/export-slots.ts). */
    exportSlots: ExportSlots;
  }
}

async function requestsFeature(app: FastifyInstance, { heartbeatMs }: { heartbeatMs: number }) {
  app.decorate('requestEvents', new RequestEvents());
  app.requestEvents.relayTo((event, data) => app.cluster.publish({ kind: 'request-event', event, data }));
  app.cluster.subscribe((message) => {
    if (message.kind === 'request-event') app.requestEvents.receive(message.event, message.data);
  });
  app.decorate('exportSlots', new ExportSlots());
  app.decorate(
    'requestService',
    createRequestService({
      db: app.db.kysely,
      repos: app.repos,
      events: app.requestEvents,
      mail: app.mail,
      outbox: app.mailOutbox,
      centre: () => app.centreSettings.get(),
      // The seats left of a session show on its course's page and card.
      onSeatsChanged: () => app.publicCaches.clearCatalogue(),
    }),
  );
  app.decorate(
    'candidatures',
    createCandidatureService({
      db: app.db.kysely,
      repos: app.repos,
      requests: app.requestService,
      audit: app.audit,
      cvs: app.storage,
    }),
  );
  await app.register(leadsRoutes, { prefix: '/api' });
  await app.register(companyLeadsRoutes, { prefix: '/api' });
  await app.register(candidaturesRoutes, { prefix: '/api' });
  await app.register(contactMessagesRoutes, { prefix: '/api' });
  await app.register(inboxRoutes, { prefix: '/api' });
  await app.register(liveEventsRoutes, { prefix: '/api', heartbeatMs });
}

export default fp(requestsFeature, {
  name: 'requests',
  dependencies: [
    'db',
    'auth',
    'rate-limit',
    'multipart',
    'storage',
    'audit',
    'cluster',
    'mail',
    'public-caches',
    'settings',
    'staff',
  ],
});
